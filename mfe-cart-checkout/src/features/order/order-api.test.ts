import { statusLabel } from './order-api';

it('shows an order status in words', () => {
  expect(statusLabel('pending')).toBe('Pending');
  expect(statusLabel('picked_up')).toBe('Picked Up');
});
