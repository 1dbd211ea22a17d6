import { expect, type Page } from '@playwright/test';
import { API_URL } from './parts';

export const PART_FALLBACK_TEXT = 'This section is unavailable right now.';

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

/** Chooses a module the way a customer does: the module dialog in the nav. */
export async function chooseModule(page: Page, moduleName: string) {
  await page.getByTestId('module-button').click();
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
