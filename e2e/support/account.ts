import type { Page } from '@playwright/test';
import { API_URL } from './parts';

export const api = (path: string) => `${API_URL}/api/v1/${path}`;

/** A bearer token for the seeded demo customer. */
export async function demoToken(): Promise<string> {
  const response = await fetch(api('auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      login_type: 'manual',
      email_or_phone: 'demo@storefront.test',
      password: 'demo12345',
      field_type: 'email',
    }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** A new customer of its own (so a flow that changes the profile or places orders leaves the demo customer as seeded). */
export async function signUpCustomer(firstName = 'Tanvir', lastName = 'Hossain') {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `customer-${stamp}@storefront.test`;
  const phone = `+8801${stamp.slice(-9)}`;
  const response = await fetch(api('auth/sign-up'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ f_name: firstName, l_name: lastName, email, phone, password: 'secret123' }),
  });
  if (!response.ok) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { token, email, phone };
}

/**
 * Signs the page in with a token. Flows that are not about reviews answer the review reminder with
 * none at the network edge, so the prompt stays away.
 */
export async function signInWith(page: Page, token: string, { quietReminder = true } = {}) {
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  if (quietReminder) {
    await page.route('**/api/v1/customer/review-reminder', (route) => route.fulfill({ json: { order_id: null } }));
  }
}

/** Pages in the light or the dark theme. */
export const useTheme = (page: Page, theme: 'light' | 'dark') =>
  page.addInitScript((mode) => {
    localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', theme: mode }));
  }, theme);
