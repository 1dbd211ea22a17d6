import { makeItem, makeLine } from '../../../../tools/jest/cart-fixtures';
import { OUT_OF_LIMITS_MESSAGE, OUT_OF_STOCK_MESSAGE, requiredVariationMessage } from '../../lib/cart-rules';
import { choicesRefusal, otherQuantityInCart, quickViewPrice, type QuickViewChoices } from './quick-view-choices';

const none: QuickViewChoices = { quantity: 1, food: {}, choice: {}, addOns: [] };

const burger = makeItem({
  id: 9,
  module_type: 'food',
  price: 200,
  stock: null,
  food_variations: [
    {
      name: 'Size',
      type: 'single',
      min: 0,
      max: 0,
      required: 'on',
      values: [
        { label: 'Regular', optionPrice: 0 },
        { label: 'Large', optionPrice: 50 },
      ],
    },
  ],
  add_ons: [{ id: 3, name: 'Cheese', price: 20 }],
});

const shirt = makeItem({
  id: 10,
  price: 500,
  choice_options: [
    { name: 'choice_1', title: 'Color', options: ['Black', 'Sky Blue'] },
    { name: 'choice_2', title: 'Size', options: ['M', 'L'] },
  ],
  variations: [
    { type: 'Black-M', price: 450, stock: 4 },
    { type: 'SkyBlue-L', price: 520, stock: 0 },
  ],
});

describe('quickViewPrice', () => {
  it("adds the options' prices to the unit and the add-ons to the total", () => {
    const price = quickViewPrice(burger, {
      ...none,
      quantity: 2,
      food: { Size: ['Large'] },
      addOns: [{ id: 3, quantity: 3 }],
    });
    expect(price.unit).toBe(250);
    expect(price.total).toBe(2 * 250 + 3 * 20);
    expect(price.variation).toEqual([{ name: 'Size', values: { label: ['Large'] } }]);
  });

  it('takes the price of the variation the options name, and takes the discount off each unit', () => {
    const price = quickViewPrice(
      { ...shirt, discount: 10, discount_type: 'percent' },
      {
        ...none,
        quantity: 2,
        choice: { choice_1: 'Black', choice_2: 'M' },
      },
    );
    expect(price.chosenVariation?.type).toBe('Black-M');
    expect(price.variation).toEqual([{ type: 'Black-M', price: 450 }]);
    expect(price.unit).toBe(450);
    expect(price.discount).toBe(45);
    expect(price.total).toBe(810);
  });

  it("keeps the item's own price until every option is chosen", () => {
    const price = quickViewPrice(shirt, { ...none, choice: { choice_1: 'Black' } });
    expect(price.chosenVariation).toBeUndefined();
    expect(price.variation).toEqual([]);
    expect(price.total).toBe(500);
  });
});

describe('choicesRefusal', () => {
  it('lets complete choices go', () => {
    expect(choicesRefusal(burger, { ...none, food: { Size: ['Regular'] } }, 0)).toBeNull();
    expect(choicesRefusal(shirt, { ...none, choice: { choice_1: 'Black', choice_2: 'M' } }, 0)).toBeNull();
  });

  it('names a required food group left empty', () => {
    expect(choicesRefusal(burger, none, 0)).toBe(requiredVariationMessage('Size'));
  });

  it('asks for the options still to choose, as the product page does', () => {
    expect(choicesRefusal(shirt, none, 0)).toBe('Choose Color, Size');
    expect(choicesRefusal(shirt, { ...none, choice: { choice_1: 'Black' } }, 0)).toBe('Choose Size');
  });

  it('refuses a chosen variation out of stock', () => {
    expect(choicesRefusal(shirt, { ...none, choice: { choice_1: 'Sky Blue', choice_2: 'L' } }, 0)).toBe(
      'This variation is out of stock. Choose another variation to proceed further.',
    );
  });

  it("counts the cart's other lines of the item against its stock and limit", () => {
    const milk = makeItem({ stock: 5 });
    expect(choicesRefusal(milk, { ...none, quantity: 3 }, 2)).toBeNull();
    expect(choicesRefusal(milk, { ...none, quantity: 3 }, 3)).toBe(OUT_OF_STOCK_MESSAGE);
    const limited = makeItem({ stock: 50, maximum_cart_quantity: 4 });
    expect(choicesRefusal(limited, { ...none, quantity: 2 }, 2)).toBeNull();
    expect(choicesRefusal(limited, { ...none, quantity: 3 }, 2)).toBe(OUT_OF_LIMITS_MESSAGE);
  });
});

describe('otherQuantityInCart', () => {
  const milk = makeItem({ id: 5 });
  const lines = [
    makeLine({ id: 41, quantity: 1 }, { id: 5 }),
    makeLine({ id: 42, quantity: 3 }, { id: 5 }),
    makeLine({ id: 43, quantity: 2 }, { id: 5, available_date_starts: '2025-01-01' }),
    makeLine({ id: 44, quantity: 7 }, { id: 6 }),
  ];

  it("counts the item's other plain lines, leaving out the line being edited", () => {
    expect(otherQuantityInCart(lines, milk, undefined)).toBe(4);
    expect(otherQuantityInCart(lines, milk, lines[1])).toBe(1);
  });

  it('counts a campaign item apart from the plain item', () => {
    expect(otherQuantityInCart(lines, { ...milk, available_date_starts: '2025-01-01' }, undefined)).toBe(2);
  });
});
