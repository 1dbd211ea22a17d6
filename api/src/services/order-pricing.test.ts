import type { AddOnRow, ItemRow } from '../db/queries/catalogue';
import type { CouponRow } from '../db/queries/orders';
import { COUPON_MINIMUM_MESSAGE, distanceCharge, priceOrder, type PricingInput } from './order-pricing';

const item = (over: Partial<ItemRow> = {}): ItemRow =>
  ({
    id: 1,
    price: 100,
    discount: 0,
    discount_type: 'percent',
    variations: '[]',
    food_variations: '[]',
    add_ons: '[7]',
    ...over,
  }) as ItemRow;

const addOn = { id: 7, name: 'Extra Cheese', price: 30, store_id: 1 } as AddOnRow;
const coupon = (over: Partial<CouponRow> = {}) =>
  ({
    title: '10% off',
    code: 'TEN',
    coupon_type: 'default',
    discount: 10,
    discount_type: 'percent',
    min_purchase: 300,
    max_discount: 50,
    ...over,
  }) as CouponRow;

const input = (over: Partial<PricingInput> = {}): PricingInput => ({
  lines: [{ item: item(), request: { variation: [], add_on_ids: [7], add_on_qtys: [2], quantity: 3 } }],
  addOns: new Map([[7, addOn]]),
  storePercent: 0,
  store: { tax: 5, free_delivery: 0 },
  orderType: 'delivery',
  distanceKm: 4,
  charges: { perKm: 12, minimum: 30, maximum: 150, increasedPercent: 0, freeDeliveryOver: 1500 },
  vehicleExtraCharge: 0,
  coupon: null,
  additionalCharge: 10,
  dmTips: 20,
  ...over,
});

describe('order pricing', () => {
  test('items, add-ons (not multiplied by quantity), delivery by distance, tax, charge and tip', () => {
    const p = priceOrder(input());
    expect(p.itemTotal).toBe(360);
    expect(p.subtotal).toBe(360);
    expect(p.deliveryCharge).toBe(48);
    expect(p.tax).toBe(18);
    expect(p.total).toBe(360 + 48 + 18 + 10 + 20);
  });

  test('the vehicle a distance needs adds its extra charge to delivery; free delivery waives both', () => {
    const far = priceOrder(input({ distanceKm: 10, vehicleExtraCharge: 30 }));
    expect(far.originalDeliveryCharge).toBe(120 + 30);
    expect(far.deliveryCharge).toBe(150);
    expect(far.total).toBe(360 + 150 + 18 + 10 + 20);
    const free = priceOrder(input({ distanceKm: 10, vehicleExtraCharge: 30, store: { tax: 5, free_delivery: 1 } }));
    expect(free.deliveryCharge).toBe(0);
    expect(free.originalDeliveryCharge).toBe(150);
    const takeAway = priceOrder(input({ orderType: 'take_away', vehicleExtraCharge: 30 }));
    expect(takeAway.deliveryCharge).toBe(0);
  });

  test('a first order takes the new-customer discount off the items after the coupon, before tax', () => {
    const p = priceOrder(input({ coupon: coupon(), firstOrder: { type: 'percentage', amount: 10 } }));
    // 360 less the coupon's 36 is 324; 10% of it is 32.4; tax is 5% of 291.6.
    expect(p.couponDiscount).toBe(36);
    expect(p.firstOrderDiscount).toBe(32.4);
    expect(p.tax).toBe(14.58);
    expect(p.total).toBe(291.6 + 48 + 14.58 + 10 + 20);
    expect(priceOrder(input({ firstOrder: { type: 'amount', amount: 1000 } })).firstOrderDiscount).toBe(360);
  });

  test('discounts: the store-wide percent wins over the item discount', () => {
    const own = priceOrder(
      input({
        lines: [
          { item: item({ discount: 20 }), request: { variation: [], add_on_ids: [], add_on_qtys: [], quantity: 2 } },
        ],
      }),
    );
    expect(own.discountOnItems).toBe(40);
    const store = priceOrder(
      input({
        storePercent: 10,
        lines: [
          { item: item({ discount: 20 }), request: { variation: [], add_on_ids: [], add_on_qtys: [], quantity: 2 } },
        ],
      }),
    );
    expect(store.discountOnItems).toBe(20);
  });

  test('delivery is free above free_delivery_over, for free-delivery stores and take away; capped and surcharged', () => {
    expect(priceOrder(input({ charges: { ...input().charges, freeDeliveryOver: 300 } })).deliveryCharge).toBe(0);
    expect(priceOrder(input({ store: { tax: 0, free_delivery: 1 } })).deliveryCharge).toBe(0);
    expect(priceOrder(input({ orderType: 'take_away' })).deliveryCharge).toBe(0);
    expect(distanceCharge(1, { perKm: 12, minimum: 30, maximum: 150, increasedPercent: 0 })).toBe(30);
    expect(distanceCharge(40, { perKm: 12, minimum: 30, maximum: 150, increasedPercent: 10 })).toBe(165);
  });

  test('coupons: percent capped, amount, free delivery, and the minimum purchase', () => {
    expect(priceOrder(input({ coupon: coupon() })).couponDiscount).toBe(36);
    expect(priceOrder(input({ coupon: coupon({ max_discount: 20 }) })).couponDiscount).toBe(20);
    expect(priceOrder(input({ coupon: coupon({ discount_type: 'amount', discount: 50 }) })).couponDiscount).toBe(50);
    const free = priceOrder(input({ coupon: coupon({ coupon_type: 'free_delivery' }) }));
    expect([free.couponDiscount, free.deliveryCharge]).toEqual([0, 0]);
    expect(() => priceOrder(input({ coupon: coupon({ min_purchase: 500 }) }))).toThrow(COUPON_MINIMUM_MESSAGE);
    // The message ends in the minimum, written as the business writes money.
    expect(() =>
      priceOrder(input({ coupon: coupon({ min_purchase: 500 }), money: (amount) => `৳${amount.toFixed(2)}` })),
    ).toThrow(`${COUPON_MINIMUM_MESSAGE} ৳500.00`);
  });

  test('an add-on the store does not sell is refused', () => {
    expect(() => priceOrder(input({ addOns: new Map() }))).toThrow('An add-on is not offered with this item.');
  });
});

/** The lines of a bill added up as a receipt reads them, to the cent. */
const linesAddUp = (p: ReturnType<typeof priceOrder>) =>
  Math.round(
    (p.itemTotal -
      p.discountOnItems -
      p.couponDiscount -
      p.firstOrderDiscount +
      p.tax +
      p.deliveryCharge +
      p.additionalCharge +
      p.dmTips) *
      100,
  ) / 100;

describe('the table of carts: every bill adds up to its total', () => {
  const discounted = {
    item: item({ discount: 15 }),
    request: { variation: [], add_on_ids: [], add_on_qtys: [], quantity: 3 },
  };
  const rows: [string, Partial<PricingInput>, Partial<ReturnType<typeof priceOrder>>][] = [
    ['one plain line with add-ons, delivered', {}, { total: 456 }],
    [
      'over the free-delivery threshold, with a tip',
      { charges: { ...input().charges, freeDeliveryOver: 300 }, dmTips: 25 },
      { deliveryCharge: 0 },
    ],
    ['a percent coupon, capped', { coupon: coupon({ max_discount: 20 }) }, { couponDiscount: 20 }],
    ['an amount coupon', { coupon: coupon({ discount_type: 'amount', discount: 50 }) }, { couponDiscount: 50 }],
    [
      'a free-delivery coupon',
      { coupon: coupon({ coupon_type: 'free_delivery' }) },
      { deliveryCharge: 0, couponDiscount: 0 },
    ],
    ['a far distance band with the vehicle extra', { distanceKm: 11, vehicleExtraCharge: 30 }, { deliveryCharge: 162 }],
    [
      'tax on the discounted items',
      { lines: [discounted], store: { tax: 7.5, free_delivery: 0 } },
      { discountOnItems: 45 },
    ],
    ['take-away: no delivery, no tip', { orderType: 'take_away', dmTips: 0 }, { deliveryCharge: 0 }],
    [
      'a first order with a coupon',
      { coupon: coupon(), firstOrder: { type: 'percentage', amount: 10 } },
      { firstOrderDiscount: 32.4 },
    ],
  ];
  test.each(rows)('%s', (_name, over, expected) => {
    const priced = priceOrder(input(over));
    expect(priced).toMatchObject(expected);
    expect(linesAddUp(priced)).toBe(priced.total);
  });
});
