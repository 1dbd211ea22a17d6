import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { NEWSLETTER_SUCCESS, Newsletter } from './Newsletter';

jest.spyOn(toast, 'success').mockImplementation(() => 'ok');

it('refuses an address that is not an email, sending nothing', async () => {
  const calls = fakeApi({});
  renderPart(<Newsletter />);
  await userEvent.type(screen.getByLabelText('Your email address'), 'not-an-email');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByText('Please insert a valid email')).toBeInTheDocument();
  expect(calls).toEqual([]);
});

it('subscribes, says so and clears the field', async () => {
  const calls = fakeApi({ 'POST /newsletter/subscribe': () => ({ data: { message: NEWSLETTER_SUCCESS } }) });
  renderPart(<Newsletter />);
  const field = screen.getByLabelText('Your email address');
  await userEvent.type(field, 'ann@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Subscribed Successfully'));
  expect(calls).toEqual([{ method: 'POST', url: '/newsletter/subscribe', body: { email: 'ann@example.com' } }]);
  expect(field).toHaveValue('');
});
