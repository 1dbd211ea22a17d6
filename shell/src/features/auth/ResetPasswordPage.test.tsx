import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@storefront/shared';
import { INVALID_OTP_MESSAGE, OTP_SENT_MESSAGE, PASSWORD_RESET_MESSAGE } from '@storefront/shared/contract/auth';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { RESEND_SECONDS } from './code-cooldown';
import { NO_ACCOUNT_TO_RESET } from './password-reset';
import { CODE_LENGTH, CODE_REQUIRED } from './phone-verification';
import { ResetPasswordPage } from './ResetPasswordPage';

jest.spyOn(toast, 'success').mockImplementation(() => 'ok');
jest.spyOn(toast, 'error').mockImplementation(() => 'error');

const PHONE = '+8801711111111';
const ROUTE = `/auth/reset-password?phone=${encodeURIComponent(PHONE)}`;
const wrongCode = { status: 403, data: { errors: [{ code: 'reset_token', message: INVALID_OTP_MESSAGE }] } };

/** The API: 123456 is the live code until `replaceCode()` makes it 654321 (as a new code sent elsewhere does). */
function api() {
  let live = '123456';
  const calls = fakeApi({
    'POST /auth/forgot-password': () => ({ data: { message: OTP_SENT_MESSAGE } }),
    'POST /auth/verify-token': (_params, body) =>
      (body as { reset_token: string }).reset_token === live
        ? { data: { message: 'OTP found, you can proceed' } }
        : wrongCode,
    'PUT /auth/reset-password': (_params, body) =>
      (body as { reset_token: string }).reset_token === live
        ? { data: { message: PASSWORD_RESET_MESSAGE } }
        : wrongCode,
  });
  return { calls, replaceCode: () => (live = '654321') };
}

const codeField = () => screen.getByLabelText('Verification code');
const newPassword = () => screen.getByLabelText('New password', { selector: 'input' });
const confirmPassword = () => screen.getByLabelText('Confirm new password', { selector: 'input' });

beforeEach(() => {
  sessionStorage.clear();
  window.history.pushState(null, '', ROUTE);
  jest.mocked(toast.success).mockClear();
  jest.mocked(toast.error).mockClear();
});

it('asks for the code sent to the account, with the cursor in the code field', () => {
  const { calls } = api();
  renderPart(<ResetPasswordPage />, { route: ROUTE });
  expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  expect(screen.getByText(`Enter the 6-digit code we sent to ${PHONE}.`)).toBeInTheDocument();
  expect(codeField()).toHaveFocus();
  expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
  expect(calls).toEqual([]);
});

it('names a missing or short code before asking the server', async () => {
  const { calls } = api();
  renderPart(<ResetPasswordPage />, { route: ROUTE });
  await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(CODE_REQUIRED);
  expect(codeField()).toHaveAccessibleDescription(CODE_REQUIRED);
  await userEvent.type(codeField(), '12345{Enter}');
  expect(await screen.findByText(CODE_LENGTH)).toBeInTheDocument();
  expect(calls).toEqual([]);
});

it('shows the API’s message for a wrong code and keeps what was typed', async () => {
  api();
  renderPart(<ResetPasswordPage />, { route: ROUTE });
  await userEvent.type(codeField(), '000000{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_OTP_MESSAGE);
  expect(codeField()).toHaveValue('000000');
  expect(codeField()).toHaveAttribute('aria-invalid', 'true');
  expect(codeField()).toHaveAccessibleDescription(INVALID_OTP_MESSAGE);
  expect(codeField()).toHaveFocus();
  expect(screen.queryByLabelText('New password', { selector: 'input' })).not.toBeInTheDocument();
});

it('takes the right code, then the new password, and goes to sign-in with the API’s message', async () => {
  const { calls } = api();
  renderPart(<ResetPasswordPage />, { route: ROUTE });
  await userEvent.type(codeField(), '123 456{Enter}');
  expect(await screen.findByText(`Choose a new password for ${PHONE}.`)).toBeInTheDocument();
  expect(newPassword()).toHaveFocus();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
  expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  expect(newPassword()).toHaveFocus();
  await userEvent.type(newPassword(), 'fresh-secret');
  await userEvent.type(confirmPassword(), 'fresh-secrets{Enter}');
  expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  expect(confirmPassword()).toHaveFocus();
  await userEvent.type(confirmPassword(), '{Backspace}{Enter}');

  await waitFor(() => expect(toast.success).toHaveBeenCalledWith(PASSWORD_RESET_MESSAGE));
  expect(window.location.pathname).toBe('/auth/sign-in');
  expect(calls).toEqual([
    { method: 'POST', url: '/auth/verify-token', body: { phone: PHONE, reset_token: '123456' } },
    {
      method: 'PUT',
      url: '/auth/reset-password',
      body: { phone: PHONE, reset_token: '123456', password: 'fresh-secret', confirm_password: 'fresh-secret' },
    },
  ]);
});

it('a code that stops working before the password is saved goes back to the code, as typed, and keeps the password', async () => {
  const { replaceCode } = api();
  renderPart(<ResetPasswordPage />, { route: ROUTE });
  await userEvent.type(codeField(), '123456{Enter}');
  await screen.findByText(`Choose a new password for ${PHONE}.`);
  replaceCode();
  await userEvent.type(newPassword(), 'fresh-secret');
  await userEvent.type(confirmPassword(), 'fresh-secret{Enter}');

  expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_OTP_MESSAGE);
  expect(codeField()).toHaveValue('123456');
  expect(codeField()).toHaveFocus();
  expect(toast.success).not.toHaveBeenCalled();
  expect(window.location.pathname).toBe('/auth/reset-password');

  await userEvent.clear(codeField());
  await userEvent.type(codeField(), '654321{Enter}');
  await screen.findByText(`Choose a new password for ${PHONE}.`);
  expect(newPassword()).toHaveValue('fresh-secret');
  expect(confirmPassword()).toHaveValue('fresh-secret');
});

it('offers a new code once the wait after the last one is over', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    // The code the forgot-password page sent 15 s ago.
    sessionStorage.setItem(`reset-code-sent:${PHONE}`, String(Date.now() - 15_000));
    const { calls } = api();
    renderPart(<ResetPasswordPage />, { route: ROUTE });
    expect(screen.getByRole('button', { name: `Resend code in ${RESEND_SECONDS - 15} s` })).toBeDisabled();
    await user.type(codeField(), '000000');

    act(() => jest.advanceTimersByTime((RESEND_SECONDS - 15) * 1000));
    // A plain click, awaited by the waitFor right after it: user-event would return (and, with fake
    // timers, hand React back its act environment) while the resend is still under way.
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(OTP_SENT_MESSAGE));
    expect(calls).toEqual([{ method: 'POST', url: '/auth/forgot-password', body: { phone: PHONE } }]);
    // The earlier code no longer works: its field is emptied.
    expect(codeField()).toHaveValue('');
    expect(screen.getByRole('button', { name: `Resend code in ${RESEND_SECONDS} s` })).toBeDisabled();
  } finally {
    jest.useRealTimers();
  }
});

it('resets the password of an account named by its email', async () => {
  const route = '/auth/reset-password?email=nadia%40example.test';
  const { calls } = api();
  renderPart(<ResetPasswordPage />, { route });
  expect(screen.getByText('Enter the 6-digit code we sent to nadia@example.test.')).toBeInTheDocument();
  await userEvent.type(codeField(), '123456{Enter}');
  await screen.findByText('Choose a new password for nadia@example.test.');
  expect(calls[0]?.body).toEqual({ email: 'nadia@example.test', reset_token: '123456' });
});

it('says so when the address names no account, and sends nothing', () => {
  const { calls } = api();
  renderPart(<ResetPasswordPage />, { route: '/auth/reset-password?phone=abc' });
  expect(screen.getByRole('alert')).toHaveTextContent(NO_ACCOUNT_TO_RESET);
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password');
  expect(calls).toEqual([]);
});
