import { firstOrderNote } from './welcome-rules';

const format = (amount: number) => `৳${amount}`;

it('notes the first-order discount and its validity only when the profile says it is valid', () => {
  expect(firstOrderNote(undefined, format)).toBeNull();
  expect(firstOrderNote({ is_valid_for_discount: false, discount_amount: 10 }, format)).toBeNull();
  expect(
    firstOrderNote(
      { is_valid_for_discount: true, discount_amount: 10, discount_amount_type: 'percentage', validity: '7 days' },
      format,
    ),
  ).toBe('Get 10% off on your first order, valid for 7 days.');
  expect(
    firstOrderNote({ is_valid_for_discount: true, discount_amount: 50, discount_amount_type: 'amount' }, format),
  ).toBe('Get ৳50 off on your first order.');
});
