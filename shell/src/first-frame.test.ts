import { readFileSync } from 'node:fs';
import path from 'node:path';
import { darkTheme, lightTheme, type Theme } from '@storefront/shared';
import { COMPACT_BREAKPOINT, PHONE_MEDIA } from './features/nav/nav-rules';
import { MARK_PATH } from './ui/BrandLogo';

// index.html draws the first frame before any script loads: it must be the site's, not a near copy.
const page = readFileSync(path.join(__dirname, 'index.html'), 'utf8');

/** The custom properties of the first CSS rule whose selector is `selector`. */
function propertiesOf(selector: string): Record<string, string> {
  const start = page.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no rule for ${selector}`);
  const body = page.slice(start, page.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/--([a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value]));
}

const frameColours = (theme: Theme) => ({
  bg: theme.color.background,
  surface: theme.color.surface,
  muted: theme.color.surfaceMuted,
  border: theme.color.border,
  skeleton: theme.color.skeleton,
  primary: theme.color.primary,
  'primary-text': theme.color.primaryText,
  text: theme.color.text,
});

test("the first frame is drawn in the light theme's colours", () => {
  expect(propertiesOf('.first-frame')).toEqual(frameColours(lightTheme));
});

test("a customer who chose the dark theme gets the first frame in the dark theme's colours", () => {
  expect(propertiesOf(".first-frame[data-theme='dark']")).toEqual(frameColours(darkTheme));
});

test("the first frame changes layout at the nav bar's breakpoints", () => {
  expect(page).toContain(`@media (min-width: ${COMPACT_BREAKPOINT}px)`);
  expect(page).toContain(`@media ${PHONE_MEDIA} {`);
});

test("the first frame draws the shell's own mark", () => {
  expect(page).toContain(`d="${MARK_PATH}"`);
});
