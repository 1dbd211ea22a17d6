import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, navigateTo, tokenAtom } from '@storefront/shared';
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

it('stays away on a review page and asks again once the customer leaves it', async () => {
  let pending: number | null = 100004;
  const calls = fakeApi({
    'GET /customer/review-reminder': () => ({ data: { order_id: pending, images_full_url: [] } }),
  });
  window.history.pushState(null, '', '/rate-and-review/100004');
  try {
    renderPart(<ReviewPrompt />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    // Reviewed 100004; another order is waiting.
    pending = 100005;
    act(() => navigateTo('/home'));
    const dialog = await screen.findByRole('dialog', { name: 'How was your order?' });
    expect(within(dialog).getByText(/Your order #100005 has been delivered/)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  } finally {
    window.history.pushState(null, '', '/');
  }
});

it('after Rate and the review page, back on another page it offers the next order to review', async () => {
  let pending: number | null = 100004;
  fakeApi({ 'GET /customer/review-reminder': () => ({ data: { order_id: pending, images_full_url: [] } }) });
  window.history.pushState(null, '', '/home');
  try {
    renderPart(<ReviewPrompt />);
    const dialog = await screen.findByRole('dialog', { name: 'How was your order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rate' }));
    expect(window.location.pathname).toBe('/rate-and-review/100004');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    pending = 100005;
    act(() => navigateTo('/home'));
    const next = await screen.findByRole('dialog', { name: 'How was your order?' });
    expect(within(next).getByText(/Your order #100005 has been delivered/)).toBeInTheDocument();
  } finally {
    window.history.pushState(null, '', '/');
  }
});
