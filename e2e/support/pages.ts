import { expect, type Locator, type Page } from '@playwright/test';
import { API_URL } from './parts';

export const PART_FALLBACK_TEXT = 'This section is unavailable right now.';
/** What a slot says when an operator turned its remote off for the module: no alarm, no Try again. */
export const PART_OFF_TEXT = 'This part of the shop is not offered here right now.';

interface ModuleEntry {
  id: number;
  module_type: string;
  module_name: string;
}

export async function moduleOfType(type: string): Promise<ModuleEntry> {
  const modules = (await (await fetch(`${API_URL}/api/v1/module`)).json()) as ModuleEntry[];
  const found = modules.find((module) => module.module_type === type);
  if (!found) throw new Error(`no ${type} module in the seeded data`);
  return found;
}

/** The widest phone layout (the shell's PHONE_MAX_WIDTH): its header keeps one row. */
export const PHONE_MAX_WIDTH = 640;

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= PHONE_MAX_WIDTH;

/** The header, the shell's banner. */
export const siteHeader = (page: Page) => page.getByTestId('site-header');

/**
 * Where the nav's controls other than the cart and the location are: the header, or on a phone the
 * Menu drawer, opened here (its controls close it as they are used).
 */
export async function navControls(page: Page): Promise<Page | Locator> {
  if (!isPhone(page)) return page;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Opens the module dialog from the nav (from the Menu drawer on a phone). */
export async function openModuleDialog(page: Page) {
  await (await navControls(page)).getByTestId('module-button').click();
}

/** Opens the signed-in customer's account menu (under Account in the Menu drawer on a phone). */
export async function openAccountMenu(page: Page): Promise<Locator> {
  await (await navControls(page)).getByRole('button', { name: 'Account', exact: true }).click();
  const menu = page.getByRole('list', { name: 'Account' });
  await expect(menu).toBeVisible();
  return menu;
}

/** Chooses a module the way a customer does: the module dialog in the nav. */
export async function chooseModule(page: Page, moduleName: string) {
  await openModuleDialog(page);
  const dialog = page.getByRole('dialog', { name: 'Select a type of module for your orders' });
  await dialog.getByRole('button', { name: moduleName }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);
}

/** Counts React renderers on the page: every copy of react-dom registers itself with the devtools hook. */
export async function countReactRenderers(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __reactRenderers: unknown[] }).__reactRenderers.length);
}

export const installReactRendererCounter = (page: Page) =>
  page.addInitScript(() => {
    const renderers: unknown[] = [];
    Object.assign(window, {
      __reactRenderers: renderers,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer: unknown) {
          renderers.push(renderer);
          return renderers.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });

/** Picks a delivery location the way a customer does without a Maps key: the offline map. */
export async function pickLocationWithFallbackMap(page: Page) {
  await page.getByRole('button', { name: 'Pick location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pick Location' });
  await expect(dialog.getByText('To select from saved addresses, you need to sign in.')).toBeVisible();
  // The offline map pans with the arrow keys; the address and the zone resolve for the new centre.
  await dialog.getByRole('application').focus();
  await page.keyboard.press('ArrowUp');
  const confirm = dialog.getByRole('button', { name: 'Pick Locations' });
  await expect(confirm).toBeEnabled();
  const address = (await dialog.locator('[aria-live="polite"]').innerText()).trim();
  expect(address.length).toBeGreaterThan(0);
  await confirm.click();
  await expect(dialog).toBeHidden();
  return address;
}

/**
 * Scrolls down as a customer looking for the footer does, until it is on screen: its code loads
 * as the end of the page nears (shell/src/features/footer/LazyFooter.tsx).
 */
export async function scrollToFooter(page: Page): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.mouse.wheel(0, 3000);
    await expect(footer).toBeInViewport({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  return footer;
}
