import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, toast, tokenAtom } from '@storefront/shared';
import { INVALID_OTP_MESSAGE } from '@storefront/shared/contract/auth';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { VerifyPhonePage } from './VerifyPhonePage';
import {
  CODE_DIGITS_ONLY,
  CODE_LENGTH,
  CODE_REQUIRED,
  NO_PHONE_TO_VERIFY,
  PHONE_VERIFIED_SUCCESS,
} from './phone-verification';
import { RESEND_SECONDS } from './code-cooldown';

// Firebase's SDK as phone sign-in uses it: 654321 is the code Firebase "sent".
jest.mock('firebase/app', () => ({ getApps: () => [], initializeApp: () => ({}) }));
jest.mock('firebase/auth', () => ({
  getAuth: () => ({}),
  RecaptchaVerifier: jest.fn().mockImplementation(() => ({ clear: jest.fn() })),
  signInWithPhoneNumber: jest.fn(() =>
    Promise.resolve({
      confirm: (code: string) =>
        code === '654321'
          ? Promise.resolve({ user: { getIdToken: () => Promise.resolve('firebase-id-token') } })
          : Promise.reject(Object.assign(new Error('bad code'), { code: 'auth/invalid-verification-code' })),
    }),
  ),
}));

const PHONE = '+8801711111111';
const ROUTE = `/auth/verify-phone?phone=${encodeURIComponent(PHONE)}`;
const signedIn = {
  token: 'fresh-token',
  is_phone_verified: 1,
  is_email_verified: 0,
  is_personal_info: 1,
  is_exist_user: null,
  login_type: 'otp',
  email: 'nadia@example.test',
};

jest.spyOn(toast, 'success').mockImplementation(() => 'ok');
jest.spyOn(toast, 'error').mockImplementation(() => 'error');

/** The API: a code is "sent" on a request without otp; 123456 is the right code. */
function api() {
  return fakeApi({
    'POST /auth/verify-phone': (_params, body) => {
      const { otp } = body as { otp?: string };
      if (!otp) return { data: { message: 'A verification code has been sent.' } };
      if (otp === '123456') return { data: signedIn };
      return { status: 403, data: { errors: [{ code: 'otp', message: INVALID_OTP_MESSAGE }] } };
    },
  });
}

const codeField = () => screen.getByLabelText('Verification code');
const verify = () => userEvent.click(screen.getByRole('button', { name: 'Verify' }));

beforeEach(() => {
  sessionStorage.clear();
  appStore.set(tokenAtom, null);
  jest.mocked(toast.success).mockClear();
  jest.mocked(toast.error).mockClear();
});

it('sends a code on arrival, says where it went and puts the cursor in the code field', async () => {
  const calls = api();
  renderPart(<VerifyPhonePage />, { route: ROUTE });
  expect(await screen.findByText(`We sent a 6-digit code to ${PHONE}.`)).toBeInTheDocument();
  expect(calls).toEqual([{ method: 'POST', url: '/auth/verify-phone', body: { phone: PHONE } }]);
  expect(codeField()).toHaveFocus();
  expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
  expect(codeField()).toHaveAttribute('inputmode', 'numeric');
});

it('names each wrong code before asking the server', async () => {
  const calls = api();
  renderPart(<VerifyPhonePage />, { route: ROUTE });
  await screen.findByText(`We sent a 6-digit code to ${PHONE}.`);
  await verify();
  expect(await screen.findByText(CODE_REQUIRED)).toBeInTheDocument();
  expect(codeField()).toHaveAttribute('aria-invalid', 'true');
  await userEvent.type(codeField(), '12ab56');
  expect(await screen.findByText(CODE_DIGITS_ONLY)).toBeInTheDocument();
  await userEvent.clear(codeField());
  await userEvent.type(codeField(), '12345{Enter}');
  expect(await screen.findByText(CODE_LENGTH)).toBeInTheDocument();
  expect(calls).toHaveLength(1);
});

it('shows the server’s message for a wrong code and keeps what was typed', async () => {
  api();
  renderPart(<VerifyPhonePage />, { route: ROUTE });
  await screen.findByText(`We sent a 6-digit code to ${PHONE}.`);
  await userEvent.type(codeField(), '000000{Enter}');
  expect(await screen.findByText(INVALID_OTP_MESSAGE)).toBeInTheDocument();
  expect(codeField()).toHaveValue('000000');
  expect(codeField()).toHaveFocus();
  expect(appStore.get(tokenAtom)).toBeNull();
});

it('signs in with the right code (from the keyboard) and says so', async () => {
  window.history.pushState(null, '', ROUTE);
  const calls = api();
  renderPart(<VerifyPhonePage />, { route: ROUTE });
  await screen.findByText(`We sent a 6-digit code to ${PHONE}.`);
  await userEvent.keyboard('123 456{Enter}');
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Logged in successfully'));
  expect(appStore.get(tokenAtom)).toBe('fresh-token');
  expect(window.location.pathname).toBe('/home');
  expect(calls[1]).toEqual({ method: 'POST', url: '/auth/verify-phone', body: { phone: PHONE, otp: '123456' } });
});

it('offers a new code after the countdown, and a reload does not send another at once', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const calls = api();
    const { unmount } = renderPart(<VerifyPhonePage />, { route: ROUTE });
    await screen.findByText(`We sent a 6-digit code to ${PHONE}.`);
    expect(screen.getByRole('button', { name: `Resend code in ${RESEND_SECONDS} s` })).toBeDisabled();
    act(() => jest.advanceTimersByTime(15_000));
    expect(screen.getByRole('button', { name: `Resend code in ${RESEND_SECONDS - 15} s` })).toBeDisabled();

    // Opening the page again within the minute waits for the code already sent.
    unmount();
    renderPart(<VerifyPhonePage />, { route: ROUTE });
    expect(await screen.findByText(`We sent a 6-digit code to ${PHONE}.`)).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    act(() => jest.advanceTimersByTime((RESEND_SECONDS - 15) * 1000));
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(await screen.findByText(`We sent a new 6-digit code to ${PHONE}.`)).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(screen.getByRole('button', { name: `Resend code in ${RESEND_SECONDS} s` })).toBeDisabled();
  } finally {
    jest.useRealTimers();
  }
});

it('says so when the address carries no phone, and sends nothing', () => {
  const calls = api();
  renderPart(<VerifyPhonePage />, { route: '/auth/verify-phone?phone=abc' });
  expect(screen.getByRole('alert')).toHaveTextContent(NO_PHONE_TO_VERIFY);
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/sign-in');
  expect(calls).toEqual([]);
});

it('a code that cannot be sent is explained', async () => {
  fakeApi({
    'POST /auth/verify-phone': () => ({
      status: 404,
      data: { errors: [{ code: 'phone', message: 'No account is registered with this phone number.' }] },
    }),
  });
  renderPart(<VerifyPhonePage />, { route: ROUTE });
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('No account is registered with this phone number.'));
  expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
});

it('with Firebase configured, Firebase sends and confirms the code and its ID token signs in', async () => {
  window.__STOREFRONT_ENV__ = { firebase: { apiKey: 'key', projectId: 'storefront' } };
  window.history.pushState(null, '', ROUTE);
  try {
    const calls = fakeApi({ 'POST /auth/verify-phone': () => ({ data: signedIn }) });
    renderPart(<VerifyPhonePage />, { route: ROUTE });
    expect(await screen.findByText(`We sent a 6-digit code to ${PHONE}.`)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.keyboard('000000{Enter}');
    expect(await screen.findByText(INVALID_OTP_MESSAGE)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.clear(codeField());
    await userEvent.keyboard('654321{Enter}');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(PHONE_VERIFIED_SUCCESS));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/auth/verify-phone', body: { phone: PHONE, firebase_token: 'firebase-id-token' } },
    ]);
    expect(appStore.get(tokenAtom)).toBe('fresh-token');
  } finally {
    delete window.__STOREFRONT_ENV__;
  }
});
