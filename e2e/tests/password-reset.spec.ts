import { expect, test, type Page } from '@playwright/test';
import { signUpCustomer, useTheme } from '../support/account';
import { expectNoSeriousViolations } from '../support/axe';
import { codeSentTo, otherCode } from '../support/one-time-codes';
import { typeInto } from '../support/typing';

const CODE_SENT = 'A verification code has been sent.';
const INVALID_CODE = 'The verification code is invalid or has expired.';
const PASSWORD_CHANGED = 'Password changed successfully.';
const NEW_PASSWORD = 'fresh-secret-42';

async function enterCode(page: Page, code: string) {
  const field = page.getByLabel('Verification code');
  await typeInto(field, code);
  await field.press('Enter');
}

async function setNewPassword(page: Page, password: string) {
  await typeInto(page.getByLabel('New password', { exact: true }), password);
  await typeInto(page.getByLabel('Confirm new password'), password);
  await page.getByRole('button', { name: 'Save password' }).click();
}

async function signIn(page: Page, emailOrPhone: string, password: string) {
  await typeInto(page.getByLabel('Email or phone'), emailOrPhone);
  await typeInto(page.getByLabel('Password', { exact: true }), password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a customer who forgot the password gets a code by phone, sets a new password and signs in with it', async ({
  page,
}) => {
  const { email, phone } = await signUpCustomer('Nusrat', 'Jahan');
  await page.goto('/auth/sign-in');
  // "Forgot password?" follows the password's Show toggle in the tab order.
  await page.getByLabel('Password', { exact: true }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  // The phone as people write it: '+880 1XXX-XXXXXX'.
  await typeInto(page.getByLabel('Email or phone'), `${phone.slice(0, 4)} ${phone.slice(4, 8)}-${phone.slice(8)}`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(`/auth/reset-password?phone=${encodeURIComponent(phone)}`);
  await expect(page.getByText(CODE_SENT)).toBeVisible();
  await expect(page.getByLabel('Verification code')).toBeFocused();
  await expect(page.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
  await expectNoSeriousViolations(page);

  const code = await codeSentTo(phone, 'reset_password');
  await enterCode(page, otherCode(code));
  await expect(page.getByText(INVALID_CODE)).toBeVisible();
  await expect(page.getByLabel('Verification code')).toHaveValue(otherCode(code));
  await expect(page.getByLabel('Verification code')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page);

  await enterCode(page, code);
  await expect(page.getByLabel('New password', { exact: true })).toBeFocused();
  await setNewPassword(page, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(page.getByText(PASSWORD_CHANGED)).toBeVisible();

  await signIn(page, email, NEW_PASSWORD);
  await expect(page.getByText('Sign in successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
});

test('the reset by email passes axe in the dark theme and fits a 390 px phone', async ({ page }) => {
  const { email } = await signUpCustomer('Rafiq', 'Uddin');
  await useTheme(page, 'dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth/forgot-password');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Email or phone is required')).toBeVisible();
  await expectNoSeriousViolations(page);

  await typeInto(page.getByLabel('Email or phone'), email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(`/auth/reset-password?email=${encodeURIComponent(email)}`);
  const code = await codeSentTo(email, 'reset_password');
  await enterCode(page, otherCode(code));
  await expect(page.getByText(INVALID_CODE)).toBeVisible();
  await expectNoSeriousViolations(page);

  await enterCode(page, code);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expectNoSeriousViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await setNewPassword(page, NEW_PASSWORD);
  await expect(page.getByText(PASSWORD_CHANGED)).toBeVisible();
  await signIn(page, email, NEW_PASSWORD);
  await expect(page.getByText('Sign in successfully.')).toBeVisible();
});
