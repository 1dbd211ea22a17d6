import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, toast, tokenAtom } from '@storefront/shared';
import { draftKey } from '@storefront/shared/forms';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { lineFixture, orderFixture } from '../../test-fixtures';
import { RateAndReview } from './RateAndReview';
import { ALREADY_REVIEWED_ITEM } from './review-api';
import { isReviewSent, rememberSentReview, reviewOwner, sentReviewKey } from './sent-reviews';

beforeEach(() => {
  localStorage.clear();
  appStore.set(tokenAtom, 'token');
  jest.spyOn(toast, 'success').mockImplementation(() => 'ok');
  jest.spyOn(toast, 'error').mockImplementation(() => 'error');
});
afterEach(() => {
  jest.restoreAllMocks();
  appStore.set(tokenAtom, null);
});

const delivered = (userId = 1) => ({
  'GET /customer/order/track': () => ({ data: orderFixture({ order_status: 'delivered', user_id: userId }) }),
  'GET /customer/order/details': () => ({ data: [lineFixture(1, 'Beef Burger'), lineFixture(2, 'Fries')] }),
});

it('shows a sent review as sent after a reload, with no second form', async () => {
  const calls = fakeApi({
    ...delivered(),
    'POST /items/reviews/submit': () => ({ data: { message: 'Review submitted successfully' } }),
  });
  const first = renderPart(<RateAndReview orderId={100010} />);
  const burger = await screen.findByRole('region', { name: 'Review Beef Burger' });
  await userEvent.click(within(burger).getByLabelText('5 stars'));
  await userEvent.type(within(burger).getByLabelText('Comment (optional)'), 'Juicy');
  await userEvent.click(within(burger).getByRole('button', { name: 'Submit Review' }));
  expect(await within(burger).findByText('Thank you for your review.')).toBeInTheDocument();
  first.unmount();

  renderPart(<RateAndReview orderId={100010} />);
  const again = await screen.findByRole('region', { name: 'Review Beef Burger' });
  expect(within(again).getByRole('status')).toHaveTextContent('Thank you for your review.');
  expect(within(again).queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
  expect(within(again).queryByLabelText('Comment (optional)')).not.toBeInTheDocument();
  // The other item was not reviewed: its form is still there.
  const fries = screen.getByRole('region', { name: 'Review Fries' });
  expect(within(fries).getByRole('button', { name: 'Submit Review' })).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
});

it("another customer on the same browser still gets the form for that order's items", async () => {
  rememberSentReview(sentReviewKey('customer-1', 100010, 'item-1'));
  fakeApi(delivered(2));
  renderPart(<RateAndReview orderId={100010} />);
  const burger = await screen.findByRole('region', { name: 'Review Beef Burger' });
  expect(within(burger).getByRole('button', { name: 'Submit Review' })).toBeInTheDocument();
});

it("treats 'You have already reviewed this item.' as sent, and remembers it", async () => {
  fakeApi({
    ...delivered(),
    'POST /items/reviews/submit': () => ({
      status: 403,
      data: { errors: [{ code: 'review', message: ALREADY_REVIEWED_ITEM }] },
    }),
  });
  const first = renderPart(<RateAndReview orderId={100010} />);
  const burger = await screen.findByRole('region', { name: 'Review Beef Burger' });
  await userEvent.click(within(burger).getByLabelText('4 stars'));
  await userEvent.click(within(burger).getByRole('button', { name: 'Submit Review' }));
  await waitFor(() => expect(within(burger).getByRole('status')).toHaveTextContent(ALREADY_REVIEWED_ITEM));
  expect(within(burger).queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
  expect(toast.error).not.toHaveBeenCalled();
  first.unmount();

  renderPart(<RateAndReview orderId={100010} />);
  const again = await screen.findByRole('region', { name: 'Review Beef Burger' });
  expect(within(again).getByRole('status')).toHaveTextContent('Thank you for your review.');
});

it('keys a sent review by owner, order and item, and keeps only the sent list in storage', () => {
  const owner = reviewOwner({ user_id: 5, is_guest: false }, 'guest-9');
  expect(owner).toBe('customer-5');
  expect(reviewOwner({ user_id: null, is_guest: true }, 'guest-9')).toBe('guest-guest-9');
  const key = sentReviewKey(owner, 100010, 'item-1');
  expect(isReviewSent(key)).toBe(false);
  rememberSentReview(key);
  rememberSentReview(key);
  expect(isReviewSent(key)).toBe(true);
  expect(JSON.parse(localStorage.getItem(draftKey('reviews-sent'))!)).toEqual({ version: 1, data: [key] });
});
