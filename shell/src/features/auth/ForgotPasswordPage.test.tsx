import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { CONFIG_KEY, apiClient, toast } from '@storefront/shared';
import { OTP_SENT_MESSAGE } from '@storefront/shared/contract/auth';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { EMAIL_OR_PHONE_INVALID } from './auth-schemas';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { SignInPage } from './SignInPage';

jest.spyOn(toast, 'success').mockImplementation(() => 'ok');
jest.spyOn(toast, 'error').mockImplementation(() => 'error');

const NO_ACCOUNT = 'No account is registered with this phone or email.';

/** The API: a code goes to the demo account (by phone or email); any other account is unknown. */
function api() {
  return fakeApi({
    'POST /auth/forgot-password': (_params, body) => {
      const { phone, email } = body as { phone?: string; email?: string };
      if (phone === '01711111111' || phone === '+8801711111111' || email === 'nadia@example.test') {
        return { data: { message: OTP_SENT_MESSAGE } };
      }
      return { status: 404, data: { errors: [{ code: phone ? 'phone' : 'email', message: NO_ACCOUNT }] } };
    },
  });
}

const field = () => screen.getByLabelText('Email or phone');
const sendCode = () => userEvent.click(screen.getByRole('button', { name: 'Send code' }));

beforeEach(() => {
  sessionStorage.clear();
  window.history.pushState(null, '', '/auth/forgot-password');
  jest.mocked(toast.success).mockClear();
});

it('is reached from sign-in by the keyboard', async () => {
  fakeApi({});
  renderPart(
    <SWRConfig value={{ fallback: { [CONFIG_KEY]: {} }, revalidateOnMount: false }}>
      <SignInPage />
    </SWRConfig>,
  );
  await userEvent.click(screen.getByLabelText('Password', { selector: 'input' }));
  await userEvent.tab(); // the password's Show toggle
  await userEvent.tab();
  const link = screen.getByRole('link', { name: 'Forgot password?' });
  expect(link).toHaveFocus();
  expect(link).toHaveAttribute('href', '/auth/forgot-password');
});

it('names a missing or unusable email or phone before asking the server, on the field', async () => {
  const calls = api();
  renderPart(<ForgotPasswordPage />);
  await sendCode();
  expect(await screen.findByRole('alert')).toHaveTextContent('Email or phone is required');
  expect(field()).toHaveAttribute('aria-invalid', 'true');
  expect(field()).toHaveAccessibleDescription('Email or phone is required');
  expect(field()).toHaveFocus();
  await userEvent.type(field(), 'nadia@{Enter}');
  expect(await screen.findByText(EMAIL_OR_PHONE_INVALID)).toBeInTheDocument();
  await userEvent.clear(field());
  await userEvent.type(field(), '1234{Enter}');
  expect(await screen.findByText(EMAIL_OR_PHONE_INVALID)).toBeInTheDocument();
  expect(calls).toEqual([]);
});

it('sends a code to a phone typed in any form and goes on to the code', async () => {
  const calls = api();
  renderPart(<ForgotPasswordPage />);
  await userEvent.type(field(), '+880 1711-111111{Enter}');
  await waitFor(() => expect(window.location.pathname).toBe('/auth/reset-password'));
  expect(window.location.search).toBe('?phone=%2B8801711111111');
  expect(calls).toEqual([{ method: 'POST', url: '/auth/forgot-password', body: { phone: '+8801711111111' } }]);
  expect(toast.success).toHaveBeenCalledWith(OTP_SENT_MESSAGE);
});

it('sends a code to an email, showing the wait on the button meanwhile', async () => {
  const calls = api();
  const reply = apiClient.defaults.adapter as (config: unknown) => Promise<unknown>;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  apiClient.defaults.adapter = async (config) => {
    await held;
    return reply(config) as never;
  };
  renderPart(<ForgotPasswordPage />);
  await userEvent.type(field(), ' nadia@example.test ');
  await sendCode();
  expect(await screen.findByRole('button', { name: 'Sending code…' })).toBeDisabled();
  release();
  await waitFor(() => expect(window.location.search).toBe('?email=nadia%40example.test'));
  expect(calls).toEqual([{ method: 'POST', url: '/auth/forgot-password', body: { email: 'nadia@example.test' } }]);
});

it('shows the server’s words beside the field for an unknown account, keeping what was typed', async () => {
  api();
  renderPart(<ForgotPasswordPage />);
  await userEvent.type(field(), '01799999999{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent(NO_ACCOUNT);
  expect(field()).toHaveValue('01799999999');
  expect(field()).toHaveAccessibleDescription(NO_ACCOUNT);
  expect(field()).toHaveFocus();
  expect(window.location.pathname).toBe('/auth/forgot-password');
});

it('does not send another code within the resend wait: the code already sent still works', async () => {
  const calls = api();
  const { unmount } = renderPart(<ForgotPasswordPage />);
  await userEvent.type(field(), '01711111111{Enter}');
  await waitFor(() => expect(window.location.pathname).toBe('/auth/reset-password'));
  unmount();

  window.history.pushState(null, '', '/auth/forgot-password');
  renderPart(<ForgotPasswordPage />);
  await userEvent.type(field(), '01711111111{Enter}');
  await waitFor(() => expect(window.location.pathname).toBe('/auth/reset-password'));
  expect(calls).toHaveLength(1);
});
