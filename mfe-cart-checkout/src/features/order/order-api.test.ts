import { orderTimeText, statusLabel } from './order-api';

it('shows an order status in words', () => {
  expect(statusLabel('pending')).toBe('Pending');
  expect(statusLabel('picked_up')).toBe('Picked Up');
});

it('shows an order time in 12-hour form', () => {
  expect(orderTimeText(new Date(2026, 10, 22, 15, 5).toISOString())).toBe('22 Nov 2026, 3:05 PM');
  expect(orderTimeText(new Date(2026, 0, 2, 0, 30).toISOString())).toBe('2 Jan 2026, 12:30 AM');
  expect(orderTimeText('not a date')).toBe('not a date');
});
