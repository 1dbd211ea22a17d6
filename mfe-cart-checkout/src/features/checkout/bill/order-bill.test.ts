import { billRows, rowsTotal } from './order-bill';

const quote = {
  item_total: 500,
  add_on_total: 40,
  discount_on_items: 50,
  subtotal: 490,
  coupon_discount: 49,
  coupon_title: 'Grocery 10%',
  tax: 22.05,
  original_delivery_charge: 45,
  delivery_charge: 45,
  additional_charge: 10,
  dm_tips: 25,
  total: 543.05,
  wallet_used: 0,
};

it('lists a delivery bill line by line, and the lines add up to the total', () => {
  const rows = billRows(quote, 'delivery');
  expect(rows.map((row) => row.label)).toEqual([
    'Items',
    'Add-ons',
    'Discount',
    'Coupon discount (Grocery 10%)',
    'VAT/Tax',
    'Delivery charge',
    'Service charge',
    'Delivery man tip',
  ]);
  expect(rowsTotal(rows)).toBe(quote.total);
});

it('leaves out what does not apply and shows a waived delivery charge as was-and-now', () => {
  const free = { ...quote, add_on_total: 0, discount_on_items: 0, coupon_discount: 0, coupon_title: null };
  const freeDelivery = { ...free, delivery_charge: 0, dm_tips: 0, additional_charge: 0, subtotal: 500, tax: 25 };
  const rows = billRows({ ...freeDelivery, total: 525 }, 'delivery');
  expect(rows.map((row) => row.key)).toEqual(['items', 'tax', 'delivery']);
  expect(rows[2]).toMatchObject({ amount: 0, was: 45 });
  expect(rowsTotal(rows)).toBe(525);
});

it('has no delivery row for take-away', () => {
  const takeAway = { ...quote, original_delivery_charge: 0, delivery_charge: 0, dm_tips: 0, total: 473.05 };
  const rows = billRows(takeAway, 'take_away');
  expect(rows.some((row) => row.key === 'delivery')).toBe(false);
  expect(rowsTotal(rows)).toBe(473.05);
});
