import type { ItemRow } from '../db/queries/catalogue';
import {
  checkLimits,
  discounted,
  flashOffersOf,
  flashWins,
  priceLine,
  shownDiscount,
  type FlashOffer,
} from './cart-pricing';

const item = (over: Partial<ItemRow> = {}): ItemRow =>
  ({
    id: 1,
    price: 100,
    discount: 0,
    discount_type: 'percent',
    food_variations: '[]',
    variations: '[]',
    add_ons: '[]',
    stock: 10,
    maximum_cart_quantity: null,
    ...over,
  }) as ItemRow;

const line = { variation: [], add_on_ids: [], add_on_qtys: [], quantity: 1 };

describe('discounted', () => {
  test('percent, amount, store percent first, never below zero', () => {
    expect(discounted(200, { discount: 10, discount_type: 'percent' }, 0)).toBe(180);
    expect(discounted(200, { discount: 25, discount_type: 'amount' }, 0)).toBe(175);
    expect(discounted(200, { discount: 25, discount_type: 'amount' }, 20)).toBe(160);
    expect(discounted(20, { discount: 50, discount_type: 'amount' }, 0)).toBe(0);
  });
});

describe('priceLine', () => {
  const food = JSON.stringify([
    {
      name: 'Size',
      type: 'single',
      min: 0,
      max: 0,
      required: 'on',
      values: [
        { label: 'S', optionPrice: 0 },
        { label: 'L', optionPrice: 40 },
      ],
    },
    {
      name: 'Top',
      type: 'multi',
      min: 1,
      max: 2,
      required: 'off',
      values: [
        { label: 'a', optionPrice: 5 },
        { label: 'b', optionPrice: 7 },
        { label: 'c', optionPrice: 9 },
      ],
    },
  ]);

  test('food options are summed before the discount', () => {
    const priced = priceLine(item({ food_variations: food, discount: 10 }), 0, {
      ...line,
      variation: [
        { name: 'Size', values: { label: ['L'] } },
        { name: 'Top', values: { label: ['a', 'b'] } },
      ],
    });
    expect(priced.unitPrice).toBeCloseTo((100 + 40 + 12) * 0.9, 2);
  });

  test('required, single and min/max rules', () => {
    const it = item({ food_variations: food });
    expect(() => priceLine(it, 0, line)).toThrow('Size variation can not remain without selection.');
    expect(() => priceLine(it, 0, { ...line, variation: [{ name: 'Size', values: { label: ['S', 'L'] } }] })).toThrow(
      'Choose only one option',
    );
    expect(() =>
      priceLine(it, 0, {
        ...line,
        variation: [
          { name: 'Size', values: { label: ['S'] } },
          { name: 'Top', values: { label: ['a', 'b', 'c'] } },
        ],
      }),
    ).toThrow('Select between 1 and 2');
  });

  test('older variations replace the base price; one must be chosen', () => {
    const it = item({ variations: JSON.stringify([{ type: 'Red-M', price: 130, stock: 2 }]) });
    expect(priceLine(it, 0, { ...line, variation: [{ type: 'Red-M' }] }).unitPrice).toBe(130);
    expect(() => priceLine(it, 0, line)).toThrow('Choose one variation');
    expect(() => priceLine(it, 0, { ...line, variation: [{ type: 'Blue-M' }] })).toThrow('Invalid variation');
  });

  test('add-ons must be offered; quantities default to one each', () => {
    const it = item({ add_ons: '[3,4]' });
    expect(priceLine(it, 0, { ...line, add_on_ids: [3, 4] }).add_on_qtys).toEqual([1, 1]);
    expect(() => priceLine(it, 0, { ...line, add_on_ids: [5] })).toThrow('not offered');
    expect(() => priceLine(it, 0, { ...line, add_on_ids: [3], add_on_qtys: [1, 2] })).toThrow('must match');
  });
});

describe('checkLimits', () => {
  test('stock counts other lines; food ignores stock but not the cart maximum', () => {
    expect(checkLimits(item({ stock: 3 }), 'grocery', { quantity: 2, variationType: null }, 1, 0)).toBeNull();
    expect(
      checkLimits(item({ stock: 3 }), 'grocery', { quantity: 2, variationType: null }, 2, 0)?.errors[0]?.message,
    ).toBe('Out of Stock');
    expect(checkLimits(item({ stock: 0 }), 'food', { quantity: 2, variationType: null }, 0, 0)).toBeNull();
    expect(
      checkLimits(item({ stock: null, maximum_cart_quantity: 2 }), 'food', { quantity: 3, variationType: null }, 0, 0)
        ?.errors[0]?.message,
    ).toBe('Out of Limits');
  });
});

describe('the one price rule with a flash sale', () => {
  /** A flash offer of the item at `price` (the item's price less an amount), `available` units left. */
  const offer = (price: number, available = 10, id = 7): FlashOffer => ({
    id,
    available,
    special: { kind: 'flash_sale', price: 100, discount: 100 - price, discount_type: 'amount' },
  });

  test('the lower price wins: the item’s own discount, the store’s percent, or the sale’s price', () => {
    expect(flashWins(item({ discount: 25 }), 0, offer(80))).toBe(false);
    expect(flashWins(item({ discount: 10 }), 0, offer(80))).toBe(true);
    expect(flashWins(item({ discount: 0 }), 30, offer(80))).toBe(false);
    // A tie keeps the item's own price, so no sale unit is used.
    expect(flashWins(item({ discount: 20 }), 0, offer(80))).toBe(false);
  });

  test('the item is shown with the winner’s discount, the sale’s as an amount off', () => {
    expect(shownDiscount(item({ discount: 25 }), 0, offer(80))).toEqual({
      discount: 25,
      discount_type: 'percent',
      store_discount: 0,
    });
    expect(shownDiscount(item({ discount: 10 }), 5, offer(80))).toEqual({
      discount: 20,
      discount_type: 'amount',
      store_discount: 0,
    });
    expect(shownDiscount(item({ discount: 10 }), 5, offer(80, 0))).toEqual({
      discount: 10,
      discount_type: 'percent',
      store_discount: 5,
    });
  });

  test('and charged at it: the sale’s amount comes off the line’s base, options included', () => {
    const sized = JSON.stringify([
      { name: 'Size', type: 'single', min: 0, max: 0, required: 'on', values: [{ label: 'L', optionPrice: 40 }] },
    ]);
    const won = offer(80);
    expect(priceLine(item({ discount: 10 }), 0, line, won.special).unitPrice).toBe(80);
    const large = { ...line, variation: [{ name: 'Size', values: { label: ['L'] } }] };
    expect(priceLine(item({ discount: 10, food_variations: sized }), 0, large, won.special).unitPrice).toBe(120);
  });

  test('lines take the sale’s units oldest first, each only while units are left for all of it', () => {
    const it = item({ discount: 10 });
    const lines = [
      { item: it, quantity: 3, storePercent: 0, campaign: false },
      { item: it, quantity: 1, storePercent: 0, campaign: true },
      { item: it, quantity: 2, storePercent: 0, campaign: false },
      { item: it, quantity: 1, storePercent: 0, campaign: false },
    ];
    const won = offer(80, 4);
    expect(flashOffersOf(lines, new Map([[1, won]]))).toEqual([won, undefined, undefined, won]);
    // Where the item's own price wins, no line takes the sale.
    expect(flashOffersOf(lines, new Map([[1, offer(95, 4)]]))).toEqual([undefined, undefined, undefined, undefined]);
  });
});
