import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { CONFIG_KEY, appStore, toast, tokenAtom } from '@storefront/shared';
import type { Config } from '@storefront/shared/contract/config';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { SignInPage } from './SignInPage';
import { SignUpPage } from './SignUpPage';

jest.mock('firebase/app', () => ({ getApps: () => [], initializeApp: () => ({}) }));
jest.mock('firebase/auth', () => ({
  getAuth: () => ({}),
  GoogleAuthProvider: jest.fn(),
  signInWithPopup: () =>
    Promise.resolve({
      user: { uid: 'google-uid', email: 'nadia@example.test', getIdToken: () => Promise.resolve('google-id-token') },
    }),
}));

// Typing a whole sign-up form takes a few seconds on a slow machine.
jest.setTimeout(20_000);
jest.spyOn(toast, 'success').mockImplementation(() => 'ok');
jest.spyOn(toast, 'error').mockImplementation(() => 'error');

const withVerification = (status: 0 | 1) =>
  ({
    country: 'BD',
    country_picker_status: 0,
    centralize_login: {
      manual_login_status: 1,
      otp_login_status: 0,
      social_login_status: 0,
      phone_verification_status: status,
    },
  }) as unknown as Config;

/** The page with a configuration already in the cache. */
const withConfig = (config: Config, page: React.ReactElement) => (
  <SWRConfig value={{ fallback: { [CONFIG_KEY]: config }, revalidateOnMount: false }}>{page}</SWRConfig>
);

const pending = (extra: Record<string, unknown> = {}) => ({
  is_phone_verified: 0,
  is_email_verified: 0,
  is_personal_info: 1,
  is_exist_user: null,
  login_type: 'manual',
  email: 'nadia@example.test',
  ...extra,
});

beforeEach(() => {
  appStore.set(tokenAtom, null);
  window.history.pushState(null, '', '/auth/sign-in');
});

async function signUp() {
  await userEvent.type(screen.getByLabelText('First name'), 'Nadia');
  await userEvent.type(screen.getByLabelText('Last name'), 'Rahman');
  await userEvent.type(screen.getByLabelText('Email'), 'nadia@example.test');
  await userEvent.type(screen.getByLabelText('Phone'), '1711111111');
  await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret123');
  await userEvent.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}

it('a sign-up goes on to verify the phone when the platform asks for it, keeping no token', async () => {
  fakeApi({ 'POST /auth/sign-up': () => ({ data: pending({ token: 'issued-anyway', phone: '+8801711111111' }) }) });
  renderPart(withConfig(withVerification(1), <SignUpPage />));
  await signUp();
  await waitFor(() => expect(window.location.search).toBe('?phone=%2B8801711111111'));
  expect(window.location.pathname).toBe('/auth/verify-phone');
  expect(toast.success).toHaveBeenCalledWith('Signup successfully.');
  expect(appStore.get(tokenAtom)).toBeNull();
});

it('a sign-up signs in at once while verification is off', async () => {
  fakeApi({ 'POST /auth/sign-up': () => ({ data: pending({ token: 'new-token' }) }) });
  renderPart(withConfig(withVerification(0), <SignUpPage />));
  await signUp();
  await waitFor(() => expect(window.location.pathname).toBe('/home'));
  expect(appStore.get(tokenAtom)).toBe('new-token');
});

it('a sign-in of an unverified phone goes to verify it (the phone from the reply, or the one typed)', async () => {
  fakeApi({ 'POST /auth/login': () => ({ data: pending({ token: null, phone: '+8801722222222' }) }) });
  const { unmount } = renderPart(withConfig(withVerification(1), <SignInPage />));
  await userEvent.type(screen.getByLabelText('Email or phone'), 'nadia@example.test');
  await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret123{Enter}');
  await waitFor(() => expect(window.location.search).toBe('?phone=%2B8801722222222'));
  unmount();

  fakeApi({ 'POST /auth/login': () => ({ data: pending({ token: null }) }) });
  renderPart(withConfig(withVerification(1), <SignInPage />));
  await userEvent.type(screen.getByLabelText('Email or phone'), '+8801733333333');
  await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret123{Enter}');
  await waitFor(() => expect(window.location.search).toBe('?phone=%2B8801733333333'));
  expect(appStore.get(tokenAtom)).toBeNull();
});

it('a sign-in that needs verification but names no phone keeps no token and says why', async () => {
  fakeApi({ 'POST /auth/login': () => ({ data: pending({ token: 'issued-anyway' }) }) });
  renderPart(withConfig(withVerification(1), <SignInPage />));
  await userEvent.type(screen.getByLabelText('Email or phone'), 'nadia@example.test');
  await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret123{Enter}');
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith('Your account needs verification before you can sign in.'),
  );
  expect(window.location.pathname).toBe('/auth/sign-in');
  expect(appStore.get(tokenAtom)).toBeNull();
});

it('a Google sign-in of an account whose phone is not verified goes to verify it', async () => {
  window.__STOREFRONT_ENV__ = { firebase: { apiKey: 'key', projectId: 'storefront' } };
  try {
    const calls = fakeApi({
      'POST /auth/social-login': () => ({
        data: pending({ token: null, login_type: 'social', phone: '+8801744444444' }),
      }),
    });
    const config = {
      ...withVerification(1),
      social_login: [{ login_medium: 'google', status: true }],
    } as unknown as Config;
    renderPart(withConfig(config, <SignInPage />));
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(window.location.search).toBe('?phone=%2B8801744444444'));
    expect(window.location.pathname).toBe('/auth/verify-phone');
    expect(calls[0]?.body).toMatchObject({ token: 'google-id-token', medium: 'google' });
    expect(appStore.get(tokenAtom)).toBeNull();
  } finally {
    delete window.__STOREFRONT_ENV__;
  }
});
