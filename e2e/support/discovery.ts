import { expect, type Page } from '@playwright/test';
import { API_URL } from './parts';
import { moduleOfType } from './pages';

/** Opens pages with a module already selected (as a returning customer has it stored), and a token if given. */
export async function withModule(page: Page, type: string, options: { theme?: 'light' | 'dark'; token?: string } = {}) {
  const module = await moduleOfType(type);
  await page.addInitScript(
    ([stored, mode, token]) => {
      localStorage.setItem('module', stored);
      localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', theme: mode }));
      if (token) localStorage.setItem('token', token);
    },
    [
      JSON.stringify({ id: module.id, module_type: module.module_type, module_name: module.module_name }),
      options.theme ?? 'light',
      options.token ?? '',
    ] as const,
  );
  return module;
}

let signUps = 0;

/** A new customer (no orders, no wishlist, no interests), signed up through the API; returns the token. */
export async function newCustomerToken(): Promise<string> {
  signUps += 1;
  const unique = `${Date.now()}${signUps}`;
  const response = await fetch(`${API_URL}/api/v1/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      name: 'Wren Discovery',
      email: `wren.${unique}@storefront.test`,
      phone: `+8801${unique.slice(-9)}`,
      password: 'wren12345',
    }),
  });
  const body = (await response.json()) as { token?: string };
  expect(body.token, 'sign-up answered a token').toBeTruthy();
  return body.token!;
}

/** The nav's wishlist count. */
export const wishlistCount = (page: Page) => page.getByTestId('wishlist-count');
