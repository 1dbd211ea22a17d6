import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, toast, tokenAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { lineFixture, orderFixture } from '../../test-fixtures';
import { RateAndReview } from './RateAndReview';

jest.spyOn(toast, 'success').mockImplementation(() => 'ok');
jest.spyOn(toast, 'error').mockImplementation(() => 'ok');
beforeEach(() => {
  // Sent reviews are remembered in localStorage: each test starts with none.
  localStorage.clear();
  appStore.set(tokenAtom, 'token');
});
afterEach(() => appStore.set(tokenAtom, null));

const man = {
  id: 3,
  f_name: 'Rafiq',
  l_name: 'Islam',
  phone: '+8801800000003',
  image_full_url: null,
  avg_rating: 4.5,
  rating_count: 10,
  lat: 23.79,
  lng: 90.4,
};

it('reviews the delivery man of a delivered order', async () => {
  const calls = fakeApi({
    'GET /customer/order/track': () => ({ data: orderFixture({ order_status: 'delivered', delivery_man: man }) }),
    'GET /customer/order/details': () => ({ data: [lineFixture(1, 'Beef Burger')] }),
    'POST /delivery-man/reviews/submit': () => ({ data: { message: 'Review submitted successfully' } }),
  });
  renderPart(<RateAndReview orderId={100010} />);
  const card = await screen.findByRole('region', { name: 'Review the delivery man' });
  expect(within(card).getByText('Delivery man: Rafiq Islam')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Review Beef Burger' })).toBeInTheDocument();

  await userEvent.click(within(card).getByRole('button', { name: 'Submit Review' }));
  expect(toast.error).toHaveBeenCalledWith('Please give a rating first.');
  await userEvent.click(within(card).getByLabelText('4 stars'));
  await userEvent.type(within(card).getByLabelText('Comment (optional)'), 'Friendly and fast');
  await userEvent.click(within(card).getByRole('button', { name: 'Submit Review' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review submitted successfully'));
  expect(calls.find((call) => call.method === 'POST')).toEqual({
    method: 'POST',
    url: '/delivery-man/reviews/submit',
    body: { delivery_man_id: 3, order_id: 100010, rating: 4, comment: 'Friendly and fast' },
  });
  expect(await within(card).findByText('Thank you for your review.')).toBeInTheDocument();
});

it('has no delivery man card when the order had none', async () => {
  fakeApi({
    'GET /customer/order/track': () => ({ data: orderFixture({ order_status: 'delivered', delivery_man: null }) }),
    'GET /customer/order/details': () => ({ data: [lineFixture(1, 'Beef Burger')] }),
  });
  renderPart(<RateAndReview orderId={100010} />);
  expect(await screen.findByRole('region', { name: 'Review Beef Burger' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Review the delivery man' })).not.toBeInTheDocument();
});

it('keeps the rating and comment when the review fails', async () => {
  fakeApi({
    'GET /customer/order/track': () => ({ data: orderFixture({ order_status: 'delivered', delivery_man: man }) }),
    'GET /customer/order/details': () => ({ data: [lineFixture(1, 'Beef Burger')] }),
    'POST /delivery-man/reviews/submit': () => ({
      status: 403,
      data: { errors: [{ code: 'review', message: 'You have already reviewed the delivery man of this order.' }] },
    }),
  });
  renderPart(<RateAndReview orderId={100010} />);
  const card = await screen.findByRole('region', { name: 'Review the delivery man' });
  await userEvent.click(within(card).getByLabelText('5 stars'));
  await userEvent.type(within(card).getByLabelText('Comment (optional)'), 'Great');
  await userEvent.click(within(card).getByRole('button', { name: 'Submit Review' }));
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith('You have already reviewed the delivery man of this order.'),
  );
  expect(within(card).getByLabelText('Comment (optional)')).toHaveValue('Great');
  expect(within(card).getByLabelText('5 stars')).toBeChecked();
});
