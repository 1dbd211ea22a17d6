import { typeInto } from '../support/typing';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { codeSentTo, otherCode } from '../support/one-time-codes';
import { API_URL, partEnv } from '../support/parts';
import { setPhoneVerification } from '../support/settings';

const INVALID_CODE = 'The verification code is invalid or has expired.';

const uniquePhone = () => `17${String(Date.now()).slice(-8)}`;

async function enterCode(page: Page, code: string) {
  const field = page.getByLabel('Verification code');
  await typeInto(field, code);
  await field.press('Enter');
}

test.beforeAll(() => setPhoneVerification(partEnv().DB_FILE!, API_URL, 1));
test.afterAll(() => setPhoneVerification(partEnv().DB_FILE!, API_URL, 0));

test('a new customer verifies the phone after sign-up: a wrong code is refused, the right one signs in', async ({
  page,
}) => {
  const local = uniquePhone();
  const phone = `+880${local}`;
  const email = `verify-${Date.now()}@storefront.test`;
  await page.goto('/auth/sign-up');
  await typeInto(page.getByLabel('First name'), 'Farah');
  await typeInto(page.getByLabel('Last name'), 'Islam');
  await typeInto(page.getByLabel('Email', { exact: true }), email);
  await typeInto(page.getByLabel('Phone'), local);
  await typeInto(page.getByLabel('Password', { exact: true }), 'secret123');
  await typeInto(page.getByLabel('Confirm password'), 'secret123');
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/auth\/verify-phone\?phone=%2B880\d{10}$/);
  await expect(page.getByRole('heading', { name: 'Verify your phone' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `We sent a 6-digit code to ${phone}.` })).toBeVisible();
  await expect(page.getByLabel('Verification code')).toBeFocused();
  await expect(page.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expectNoSeriousViolations(page);

  const code = await codeSentTo(phone, 'verify_phone');
  await enterCode(page, otherCode(code));
  await expect(page.getByText(INVALID_CODE)).toBeVisible();
  await expect(page.getByLabel('Verification code')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page);

  await enterCode(page, code);
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
});

test('an unverified customer who signs in is asked for the code (dark theme)', async ({ page, request }) => {
  const phone = `+880${uniquePhone()}`;
  const email = `verify-later-${Date.now()}@storefront.test`;
  const signUp = await request.post(`${API_URL}/api/v1/auth/sign-up`, {
    data: { f_name: 'Rafi', l_name: 'Ahmed', email, phone, password: 'secret123' },
  });
  expect(await signUp.json()).toMatchObject({ token: null, is_phone_verified: 0, phone });

  await page.addInitScript(() => {
    localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', theme: 'dark' }));
  });
  await page.goto('/auth/sign-in');
  await typeInto(page.getByLabel('Email or phone'), email);
  await typeInto(page.getByLabel('Password', { exact: true }), 'secret123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`/auth/verify-phone?phone=${encodeURIComponent(phone)}`);
  await expect(page.getByRole('status').filter({ hasText: `We sent a 6-digit code to ${phone}.` })).toBeVisible();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Enter the verification code')).toBeVisible();
  await expectNoSeriousViolations(page);

  await enterCode(page, await codeSentTo(phone, 'verify_phone'));
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
});
