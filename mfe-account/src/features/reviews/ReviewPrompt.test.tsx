import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, tokenAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { ReviewPrompt } from './ReviewPrompt';

beforeEach(() => appStore.set(tokenAtom, 'token'));
afterEach(() => appStore.set(tokenAtom, null));

const reminder = () => ({
  data: {
    order_id: 100004,
    images_full_url: ['http://img/1.svg', 'http://img/2.svg', 'http://img/3.svg', 'http://img/4.svg'],
  },
});

it('opens for the pending review with the product images; closing cancels the reminder, then hides', async () => {
  const calls = fakeApi({
    'GET /customer/review-reminder': reminder,
    'GET /customer/review-reminder-cancel': () => ({ data: { message: 'Review reminder dismissed' } }),
  });
  renderPart(<ReviewPrompt />);
  const dialog = await screen.findByRole('dialog', { name: 'How was your order?' });
  expect(within(dialog).getByText('+1')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.find((call) => call.url === '/customer/review-reminder-cancel')).toBeTruthy();
});

it('stays closed when there is no order to review, and for guests', async () => {
  const calls = fakeApi({ 'GET /customer/review-reminder': () => ({ data: { order_id: null } }) });
  renderPart(<ReviewPrompt />);
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(screen.queryByRole('dialog')).toBeNull();
});
