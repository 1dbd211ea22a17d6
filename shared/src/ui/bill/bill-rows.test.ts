import { billOfOrder, billRows, rowsTotal } from './bill-rows';

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
  first_order_discount: 0,
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

it("a parcel's bill has no items row: its delivery charge, service charge and tip make the total", () => {
  const parcel = {
    ...quote,
    item_total: 0,
    add_on_total: 0,
    discount_on_items: 0,
    subtotal: 0,
    coupon_discount: 0,
    coupon_title: null,
    tax: 0,
    original_delivery_charge: 88.66,
    delivery_charge: 88.66,
    additional_charge: 10,
    dm_tips: 0,
    total: 98.66,
  };
  const rows = billRows(parcel, 'parcel');
  expect(rows.map((row) => row.key)).toEqual(['delivery', 'service']);
  expect(rowsTotal(rows)).toBe(98.66);
});

it("a placed order's bill counts its add-ons and service charge, so its rows add up to its total", () => {
  const order = {
    order_amount: 1411.28,
    store_discount_amount: 223,
    coupon_discount_amount: 0,
    coupon_discount_title: null,
    total_tax_amount: 94.28,
    delivery_charge: 30,
    original_delivery_charge: 30,
    additional_charge: 10,
    dm_tips: 20,
    partially_paid_amount: 0,
  } as unknown as Parameters<typeof billOfOrder>[0];
  const lines = [{ price: 695, quantity: 2, total_add_on_price: 90 }] as unknown as Parameters<typeof billOfOrder>[1];
  const bill = billOfOrder(order, lines);
  expect(bill).toMatchObject({ item_total: 1390, add_on_total: 90, additional_charge: 10 });
  expect(rowsTotal(billRows(bill, 'delivery'))).toBe(1411.28);
});
