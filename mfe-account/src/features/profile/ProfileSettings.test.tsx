import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, toast, tokenAtom } from '@storefront/shared';
import { CURRENT_PASSWORD_REQUIRED_MESSAGE } from '@storefront/shared/contract/profile';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { ProfileSettings } from './ProfileSettings';

jest.spyOn(toast, 'success').mockImplementation(() => 'ok');
jest.spyOn(toast, 'error').mockImplementation(() => 'ok');
beforeEach(() => appStore.set(tokenAtom, 'token'));
afterEach(() => appStore.set(tokenAtom, null));

const info = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  f_name: 'Demo',
  l_name: 'Customer',
  email: 'demo@storefront.test',
  phone: '+8801700000000',
  image_full_url: null,
  is_phone_verified: 1,
  is_email_verified: 1,
  order_count: 10,
  member_since_days: 3,
  wallet_balance: 250,
  loyalty_point: 120,
  ref_code: 'DEMO1',
  social_id: null,
  ...overrides,
});

it('validates, updates names with multipart and says so, without the current password', async () => {
  const calls = fakeApi({
    'GET /customer/info': () => ({ data: info() }),
    'POST /customer/update-profile': () => ({ data: { message: 'Successfully updated!' } }),
  });
  renderPart(<ProfileSettings />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Personal Details' }));
  expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  expect(screen.getByLabelText('Phone')).toHaveAttribute('readonly');
  expect(screen.getByText(/Image format - jpg, png, jpeg, gif/)).toHaveTextContent('2 MB');
  await userEvent.clear(screen.getByLabelText('First Name'));
  await userEvent.clear(screen.getByLabelText('Last Name'));
  await userEvent.clear(screen.getByLabelText('Email'));
  await userEvent.type(screen.getByLabelText('Email'), 'nope');
  await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(await screen.findByText('name is required')).toBeInTheDocument();
  expect(screen.getByText('last name required')).toBeInTheDocument();
  expect(screen.getByText('Must be a valid email')).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText('Email'));
  await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);

  await userEvent.type(screen.getByLabelText('First Name'), 'Dana');
  await userEvent.type(screen.getByLabelText('Last Name'), 'Rahman');
  await userEvent.type(screen.getByLabelText('Email'), 'Demo@storefront.test');
  // The same email, cased otherwise: nothing sensitive changes, no current password asked.
  expect(screen.queryByLabelText('Current password')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Updated successfully.'));
  const post = calls.find((call) => call.method === 'POST')!;
  expect(post.url).toBe('/customer/update-profile');
  const form = post.body as FormData;
  expect(Object.fromEntries(form.entries())).toEqual({
    f_name: 'Dana',
    l_name: 'Rahman',
    phone: '+8801700000000',
    email: 'Demo@storefront.test',
  });
  expect(await screen.findByRole('button', { name: 'Edit Personal Details' })).toBeInTheDocument();
});

it('a new email asks for the current password, then for the code sent to it', async () => {
  const calls = fakeApi({
    'GET /customer/info': () => ({ data: info() }),
    'POST /customer/update-profile': () => ({
      data: { message: 'Updated successfully.', pending_email: 'dana@example.com' },
    }),
    'POST /customer/verify-email': () => ({ data: { message: 'Your email has been changed.' } }),
  });
  renderPart(<ProfileSettings />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Personal Details' }));
  await userEvent.clear(screen.getByLabelText('Email'));
  await userEvent.type(screen.getByLabelText('Email'), 'dana@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(await screen.findByText(CURRENT_PASSWORD_REQUIRED_MESSAGE)).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);

  await userEvent.type(screen.getByLabelText('Current password'), 'secret-pass-1');
  await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('We sent a 6-digit code to dana@example.com.');
  const update = calls.find((call) => call.url === '/customer/update-profile')!;
  expect((update.body as FormData).get('current_password')).toBe('secret-pass-1');
  expect((update.body as FormData).get('email')).toBe('dana@example.com');

  await userEvent.click(screen.getByRole('button', { name: 'Confirm email' }));
  expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Verification code'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm email' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your email has been changed.'));
  expect(calls.find((call) => call.url === '/customer/verify-email')?.body).toEqual({
    email: 'dana@example.com',
    otp: '123456',
  });
  expect(await screen.findByRole('button', { name: 'Edit Personal Details' })).toBeInTheDocument();
});

it('a new password asks for the current password too, and a wrong one shows the server’s message', async () => {
  fakeApi({
    'GET /customer/info': () => ({ data: info() }),
    'POST /customer/update-profile': () => ({
      status: 403,
      data: { errors: [{ code: 'current_password', message: 'The current password is incorrect.' }] },
    }),
  });
  renderPart(<ProfileSettings />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Personal Details' }));
  expect(screen.queryByLabelText('Current password')).toBeNull();
  await userEvent.type(screen.getByLabelText('New Password'), 'brand-new-1');
  await userEvent.type(screen.getByLabelText('Confirm Password'), 'brand-new-1');
  await userEvent.type(screen.getByLabelText('Current password'), 'guess-1234');
  await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The current password is incorrect.'));
  expect(screen.getByRole('button', { name: 'Update Profile' })).toBeInTheDocument();
});

it('refuses a photo that is not jpg, png, jpeg or gif, and previews one that is', async () => {
  fakeApi({ 'GET /customer/info': () => ({ data: info() }) });
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
  renderPart(<ProfileSettings />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Personal Details' }));
  // The photo itself (a letter tile while there is none) carries the same name as the file input.
  const input = screen.getByLabelText('Profile photo', { selector: 'input' });
  await userEvent.upload(input, new File(['x'], 'a.webp', { type: 'image/webp' }), { applyAccept: false });
  expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a jpg, png, jpeg or gif image.');
  await userEvent.upload(input, new File(['x'], 'a.png', { type: 'image/png' }));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getAllByAltText('Profile photo')[0]).toHaveAttribute('src', 'blob:preview');
});

it('shows the social-login sentence instead of password fields', async () => {
  fakeApi({ 'GET /customer/info': () => ({ data: info({ social_id: 'google-1' }) }) });
  renderPart(<ProfileSettings />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Personal Details' }));
  expect(
    screen.getByText('Password can not be updated while you are logged in by using social logins.'),
  ).toBeInTheDocument();
  expect(screen.queryByLabelText('New Password')).toBeNull();
});

it('deletes the account after confirming, says so and signs out', async () => {
  const calls = fakeApi({
    'GET /customer/info': () => ({ data: info() }),
    'DELETE /customer/remove-account': () => ({ data: { message: 'ok' } }),
    // The deleted account's token is gone on the server already.
    'POST /auth/logout': () => ({ status: 401, data: { errors: [{ code: 'auth-001', message: 'Unauthorized.' }] } }),
  });
  renderPart(<ProfileSettings />);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Delete Account' })).getByRole('button', { name: 'Yes' }),
  );
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Account has been deleted'));
  await waitFor(() => expect(appStore.get(tokenAtom)).toBeNull());
  expect(calls.some((call) => call.method === 'DELETE' && call.url === '/customer/remove-account')).toBe(true);
});

it("shows the server's first error when deletion fails", async () => {
  fakeApi({
    'GET /customer/info': () => ({ data: info() }),
    'DELETE /customer/remove-account': () => ({
      status: 403,
      data: { errors: [{ code: 'orders', message: 'You have running orders' }] },
    }),
  });
  renderPart(<ProfileSettings />);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Delete Account' })).getByRole('button', { name: 'Yes' }),
  );
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You have running orders'));
  expect(appStore.get(tokenAtom)).toBe('token');
});
