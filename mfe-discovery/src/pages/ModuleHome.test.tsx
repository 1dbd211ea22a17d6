import { screen } from '@testing-library/react';
import { appStore, moduleAtom } from '@storefront/shared';
import { fakeApi } from '../../../tools/jest/fake-api';
import { renderFirstFrame, renderPart } from '../../../tools/jest/render-part';
import { HOME_LAYOUTS } from '../features/home/layouts';
import { FIRST_SCREEN_SECTIONS, ModuleHome, SECTIONS_PER_STEP } from './ModuleHome';

beforeEach(() => {
  appStore.set(moduleAtom, { id: 1, module_type: 'grocery', module_name: 'Grocery' });
  fakeApi({});
});

it("the home's first frame holds the first screen's sections and room for the rest", () => {
  const firstFrame = renderFirstFrame(<ModuleHome moduleType="grocery" moduleId={1} />, { route: '/home' });
  const home = firstFrame.querySelector('[data-module-home="grocery"]')!;
  // The sections drawn, then the placeholder that keeps the footer below the screen.
  expect(home.children).toHaveLength(FIRST_SCREEN_SECTIONS + 1);
  expect(home.lastElementChild).toHaveAttribute('aria-hidden', 'true');
});

it('the rest of the sections follow', async () => {
  renderPart(<ModuleHome moduleType="grocery" moduleId={1} />, { route: '/home' });
  // The last section of the grocery layout (All Stores) is drawn, and the placeholder is gone.
  expect(HOME_LAYOUTS.grocery.at(-1)).toBe('allStores');
  expect(await screen.findByRole('heading', { name: /all stores/i })).toBeInTheDocument();
  expect(document.querySelector('[data-module-home] > [aria-hidden="true"]')).toBeNull();
});

it('the rest arrive a section at a time, each in a commit of its own', async () => {
  renderPart(<ModuleHome moduleType="grocery" moduleId={1} />, { route: '/home' });
  const home = document.querySelector('[data-module-home="grocery"]')!;
  const drawn = () => home.querySelectorAll(':scope > [data-home-section]').length;
  const counts = [drawn()];
  const observer = new MutationObserver(() => counts.push(drawn()));
  observer.observe(home, { childList: true });
  expect(await screen.findByRole('heading', { name: /all stores/i })).toBeInTheDocument();
  observer.disconnect();
  expect(counts[0]).toBe(FIRST_SCREEN_SECTIONS);
  expect(counts.at(-1)).toBe(HOME_LAYOUTS.grocery.length);
  const steps = counts.slice(1).map((count, i) => count - (counts[i] ?? 0));
  expect(Math.max(...steps)).toBe(SECTIONS_PER_STEP);
});
