import { CANCEL_REASONS_QUERY, canCancel, canTrack, shortenImages, statusText } from './order-rules';

it('shows at most 3 product images and +N for the rest', () => {
  expect(shortenImages(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: null });
  expect(shortenImages(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: null });
  expect(shortenImages(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: '+2' });
});

it('asks for the customer cancellation reasons with offset 1 and limit 10', () => {
  expect(CANCEL_REASONS_QUERY).toEqual({ offset: 1, limit: 10, type: 'customer' });
});

it('lets a pending or payment-failed order be cancelled, nothing later', () => {
  expect(canCancel({ order_status: 'pending' })).toBe(true);
  expect(canCancel({ order_status: 'failed' })).toBe(true);
  expect(canCancel({ order_status: 'confirmed' })).toBe(false);
  expect(canCancel({ order_status: 'delivered' })).toBe(false);
});

it('tracks live and delivered orders but not cancelled ones', () => {
  expect(canTrack({ order_status: 'picked_up' })).toBe(true);
  expect(canTrack({ order_status: 'delivered' })).toBe(true);
  expect(canTrack({ order_status: 'canceled' })).toBe(false);
  expect(statusText('picked_up')).toBe('picked up');
});
