import { makeItem, makeLine } from '../../../tools/jest/cart-fixtures';
import type { FoodVariation } from '@storefront/shared/contract/item';
import {
  OUT_OF_LIMITS_MESSAGE,
  OUT_OF_STOCK_MESSAGE,
  addAction,
  cartButtonAction,
  addPayload,
  cartSubtotal,
  discountBadge,
  foodVariationList,
  freeDeliveryProgress,
  incrementRefusal,
  itemTotal,
  lineTotal,
  minMaxNote,
  needsClearCart,
  productPath,
  quantityInCart,
  quickViewTargetOfLine,
  unitDiscount,
  updatePayload,
  variationError,
} from './cart-rules';

describe('incrementRefusal', () => {
  it('food: blocked only by maximum_cart_quantity', () => {
    const food = makeItem({ module_type: 'food', stock: 0, maximum_cart_quantity: 3 });
    expect(incrementRefusal(food, 2)).toBeNull();
    expect(incrementRefusal(food, 3)).toBe(OUT_OF_LIMITS_MESSAGE);
    expect(incrementRefusal({ ...food, maximum_cart_quantity: null }, 99)).toBeNull();
    expect(incrementRefusal({ ...food, maximum_cart_quantity: 0 }, 99)).toBeNull();
  });

  it('other modules: blocked when the next unit exceeds the stock', () => {
    const milk = makeItem({ stock: 2 });
    expect(incrementRefusal(milk, 1)).toBeNull();
    expect(incrementRefusal(milk, 2)).toBe(OUT_OF_STOCK_MESSAGE);
    expect(incrementRefusal({ ...milk, stock: 0 }, 0)).toBe(OUT_OF_STOCK_MESSAGE);
    expect(incrementRefusal({ ...milk, stock: null }, 50)).toBeNull();
  });

  it('other modules: blocked when maximum_cart_quantity is set and reached', () => {
    const milk = makeItem({ stock: 10, maximum_cart_quantity: 2 });
    expect(incrementRefusal(milk, 1)).toBeNull();
    expect(incrementRefusal(milk, 2)).toBe(OUT_OF_LIMITS_MESSAGE);
  });

  it('stock is checked before the limit', () => {
    expect(incrementRefusal(makeItem({ stock: 2, maximum_cart_quantity: 2 }), 2)).toBe(OUT_OF_STOCK_MESSAGE);
  });
});

describe('cart membership', () => {
  it('sums an item over every line', () => {
    const lines = [makeLine({ id: 1, quantity: 2 }), makeLine({ id: 2, quantity: 3 }), makeLine({ id: 3 }, { id: 9 })];
    expect(quantityInCart(lines, 1)).toBe(5);
    expect(quantityInCart(lines, 4)).toBe(0);
  });

  it('asks to clear the cart only when it holds another store’s items', () => {
    const lines = [makeLine({}, { store_id: 7 })];
    expect(needsClearCart(lines, { store_id: 7 })).toBe(false);
    expect(needsClearCart(lines, { store_id: 8 })).toBe(true);
    expect(needsClearCart([], { store_id: 8 })).toBe(false);
  });
});

describe('addAction', () => {
  const lines = [makeLine({}, { store_id: 7 })];

  it('without a stored location opens the delivery-location alert first', () => {
    expect(addAction(makeItem(), { hasLocation: false, lines: [] })).toEqual({ kind: 'pick-location' });
  });

  it('items with variations open the quick view', () => {
    const burger = makeItem({
      module_type: 'food',
      food_variations: [{ name: 'Size', type: 'single', min: 0, max: 0, required: 'on', values: [] }],
    });
    expect(addAction(burger, { hasLocation: true, lines })).toEqual({ kind: 'quick-view' });
    const rice = makeItem({ variations: [{ type: '1kg', price: 80 }] });
    expect(addAction(rice, { hasLocation: true, lines: [] })).toEqual({ kind: 'quick-view' });
  });

  it('ecommerce items with variations open the product page by slug, or id without one', () => {
    const shirt = makeItem({ id: 40, slug: 'shirt-40', module_id: 4, module_type: 'ecommerce' });
    const withVariations = { ...shirt, variations: [{ type: 'Black-M', price: 900 }] };
    expect(addAction(withVariations, { hasLocation: true, lines: [] })).toEqual({
      kind: 'product-page',
      path: '/product/shirt-40?module_id=4',
    });
    expect(productPath({ ...shirt, slug: null })).toBe('/product/40?module_id=4');
    expect(productPath({ ...shirt, available_date_starts: '2025-01-01' })).toBe(
      '/product/shirt-40?module_id=4&product_type=campaign',
    );
  });

  it('on its own product page an item with sizes and colours is added there, never sent to the page it is on', () => {
    const shoes = makeItem({
      id: 41,
      slug: 'running-sneakers-41',
      module_id: 4,
      module_type: 'ecommerce',
      store_id: 7,
      choice_options: [{ name: 'choice_1', title: 'Size', options: ['41', '42'] }],
      variations: [{ type: '41', price: 2800, stock: 2 }],
    });
    const here = { hasLocation: true, onProductPage: true };
    expect(addAction(shoes, { ...here, lines: [] })).toEqual({ kind: 'add' });
    expect(addAction(shoes, { ...here, lines })).toEqual({ kind: 'add' });
    expect(addAction({ ...shoes, store_id: 8 }, { ...here, lines })).toEqual({ kind: 'clear-cart-first' });
    expect(addAction(shoes, { ...here, hasLocation: false, lines: [] })).toEqual({ kind: 'pick-location' });
    // Options the page does not choose (food groups, add-ons) open the quick view there.
    const burger = makeItem({
      module_type: 'food',
      food_variations: [{ name: 'Size', type: 'single', min: 0, max: 0, required: 'on', values: [] }],
    });
    expect(addAction(burger, { ...here, lines: [] })).toEqual({ kind: 'quick-view' });
    const withAddOn = { ...shoes, add_ons: [{ id: 3, name: 'Gift wrap', price: 50 }] };
    expect(addAction(withAddOn, { ...here, lines: [] })).toEqual({ kind: 'quick-view' });
    // Elsewhere (a card) it still opens the product page.
    expect(addAction(shoes, { hasLocation: true, lines: [] }).kind).toBe('product-page');
  });

  it('another store’s items in the cart ask to clear it; otherwise the item is added', () => {
    expect(addAction(makeItem({ store_id: 8 }), { hasLocation: true, lines })).toEqual({ kind: 'clear-cart-first' });
    expect(addAction(makeItem({ store_id: 7 }), { hasLocation: true, lines })).toEqual({ kind: 'add' });
  });
});

describe('payloads', () => {
  it('add: model Item, add-ons as ids and quantities, the variation list, guest_id for guests', () => {
    const payload = addPayload(
      makeItem({ id: 5 }),
      {
        quantity: 2,
        variation: [{ name: 'Size', values: { label: ['Large'] } }],
        addOns: [
          { id: 3, quantity: 2 },
          { id: 4, quantity: 0 },
        ],
      },
      120,
      '987',
    );
    expect(payload).toEqual({
      guest_id: '987',
      model: 'Item',
      item_id: 5,
      price: 120,
      quantity: 2,
      add_on_ids: [3],
      add_on_qtys: [2],
      variation: [{ name: 'Size', values: { label: ['Large'] } }],
    });
  });

  it('add: ItemCampaign when the item has available_date_starts; no guest_id when signed in', () => {
    const payload = addPayload(
      makeItem({ available_date_starts: '2025-01-01' }),
      { quantity: 1, variation: [], addOns: [] },
      100,
    );
    expect(payload.model).toBe('ItemCampaign');
    expect(payload).not.toHaveProperty('guest_id');
  });

  it('update: the line with the new quantity, price, guest_id and cart_id', () => {
    const line = makeLine({
      id: 33,
      price: 90,
      quantity: 2,
      add_on_ids: [3],
      add_on_qtys: [2],
      variation: [{ type: '1kg', price: 90 }],
    });
    expect(updatePayload(line, 3, '987')).toEqual({
      guest_id: '987',
      cart_id: 33,
      model: 'Item',
      item_id: 1,
      price: 90,
      quantity: 3,
      add_on_ids: [3],
      add_on_qtys: [2],
      variation: [{ type: '1kg', price: 90 }],
    });
  });

  it('update: a new choice from the quick view replaces the line’s variation and add-ons', () => {
    const line = makeLine({ id: 33, add_on_ids: [3], add_on_qtys: [1] });
    const payload = updatePayload(line, 1, null, { variation: [], addOns: [{ id: 4, quantity: 1 }] }, 110);
    expect(payload).toMatchObject({ cart_id: 33, add_on_ids: [4], add_on_qtys: [1], price: 110, variation: [] });
  });

  it('food variation list keeps only groups with a selection', () => {
    const groups: FoodVariation[] = [
      { name: 'Size', type: 'single', min: 0, max: 0, required: 'on', values: [] },
      { name: 'Extras', type: 'multi', min: 1, max: 2, required: 'off', values: [] },
    ];
    expect(foodVariationList(groups, { Size: ['Large'], Extras: [] })).toEqual([
      { name: 'Size', values: { label: ['Large'] } },
    ]);
  });
});

describe('prices', () => {
  const money = (n: number) => `৳${n}`;

  it('percent and amount discounts; store_discount wins when above 0', () => {
    expect(unitDiscount(200, { discount: 10, discount_type: 'percent', store_discount: 0 })).toBe(20);
    expect(unitDiscount(200, { discount: 15, discount_type: 'amount', store_discount: 0 })).toBe(15);
    expect(unitDiscount(200, { discount: 15, discount_type: 'amount', store_discount: 20 })).toBe(40);
    expect(unitDiscount(10, { discount: 15, discount_type: 'amount', store_discount: 0 })).toBe(10);
    expect(unitDiscount(200, { discount: 0, discount_type: 'percent', store_discount: 0 })).toBe(0);
  });

  it('the discount badge shows percent, or the amount, store_discount first', () => {
    expect(discountBadge({ discount: 10, discount_type: 'percent', store_discount: 0 }, money)).toBe('10%');
    expect(discountBadge({ discount: 15, discount_type: 'amount', store_discount: 0 }, money)).toBe('৳15');
    expect(discountBadge({ discount: 15, discount_type: 'amount', store_discount: 25 }, money)).toBe('25%');
    expect(discountBadge({ discount: 0, discount_type: 'amount', store_discount: 0 }, money)).toBeNull();
  });

  it('total: base plus options, less the discount, times the quantity, plus add-ons', () => {
    const item = { discount: 10, discount_type: 'percent' as const, store_discount: 0 };
    // (200 + 50) − 10% = 225; × 2 = 450; + 2 × 30 = 510
    expect(
      itemTotal(item, { basePrice: 200, optionPrices: [50], quantity: 2, addOns: [{ price: 30, quantity: 2 }] }),
    ).toBe(510);
    expect(itemTotal({ ...item, discount: 0 }, { basePrice: 99.5, optionPrices: [], quantity: 3, addOns: [] })).toBe(
      298.5,
    );
  });

  it('a line total uses the server unit price and the line’s add-ons once', () => {
    const line = makeLine(
      { price: 90, quantity: 2, add_on_ids: [3], add_on_qtys: [2] },
      { add_ons: [{ id: 3, name: 'Extra Cheese', price: 25 }] },
    );
    expect(lineTotal(line)).toBe(230);
    expect(cartSubtotal([line, makeLine({ price: 10, quantity: 1 })])).toBe(240);
  });
});

describe('freeDeliveryProgress', () => {
  it('is total ÷ free_delivery_over as a percentage with the remaining amount', () => {
    expect(freeDeliveryProgress(250, 1000)).toEqual({ percent: 25, remaining: 750, reached: false });
  });

  it('is clamped to 0..100 and reached at the threshold', () => {
    expect(freeDeliveryProgress(1500, 1000)).toEqual({ percent: 100, remaining: 0, reached: true });
    expect(freeDeliveryProgress(-5, 1000)).toMatchObject({ percent: 0 });
  });

  it('is absent without a threshold', () => {
    expect(freeDeliveryProgress(100, null)).toBeNull();
    expect(freeDeliveryProgress(100, 0)).toBeNull();
  });
});

describe('variationError', () => {
  const groups: FoodVariation[] = [
    { name: 'Size', type: 'single', min: 0, max: 0, required: 'on', values: [] },
    { name: 'Extras', type: 'multi', min: 1, max: 2, required: 'off', values: [] },
    { name: 'Sauces', type: 'multi', min: 2, max: 3, required: 'on', values: [] },
  ];

  it('a required group must have a selection', () => {
    expect(variationError(groups, { Sauces: ['a', 'b'] })).toBe('Variation Size can not remain without selection.');
    expect(variationError(groups, { Size: ['L'] })).toBe('Variation Sauces can not remain without selection.');
  });

  it('a multi group holds between min and max, optional groups too when chosen', () => {
    expect(variationError(groups, { Size: ['L'], Sauces: ['a'] })).toBe(
      'Sauces must be in between Minimum 2 and Maximum 3',
    );
    expect(variationError(groups, { Size: ['L'], Extras: ['a', 'b', 'c'], Sauces: ['a', 'b'] })).toBe(
      'Extras must be in between Minimum 1 and Maximum 2',
    );
    expect(variationError(groups, { Size: ['L'], Extras: [], Sauces: ['a', 'b', 'c'] })).toBeNull();
  });

  it('states the range in a note', () => {
    expect(minMaxNote(1, 2)).toBe('This Variation needs to be selected in between minimum 1 and maximum 2 items.');
  });
});

describe('cartButtonAction', () => {
  it('covers the four cases of the cart’s primary button', () => {
    expect(cartButtonAction({ hasItems: true, signedIn: true, guestCheckoutStatus: 0 })).toBe('checkout');
    expect(cartButtonAction({ hasItems: true, signedIn: false, guestCheckoutStatus: 1 })).toBe('guest-prompt');
    expect(cartButtonAction({ hasItems: true, signedIn: false, guestCheckoutStatus: 0 })).toBe('sign-in');
    expect(cartButtonAction({ hasItems: false, signedIn: true, guestCheckoutStatus: 1 })).toBe('home');
  });
});

it('clicking a cart line opens the quick view of that line: its cart_id and its model', () => {
  const plain = makeLine({ id: 31 }, { id: 5, module_id: 2 });
  expect(quickViewTargetOfLine(plain)).toEqual({ itemId: 5, moduleId: 2, cartId: 31, model: 'Item' });
  const campaign = makeLine({ id: 32, item_type: 'ItemCampaign' }, { id: 3, module_id: 2 });
  expect(quickViewTargetOfLine(campaign)).toEqual({ itemId: 3, moduleId: 2, cartId: 32, model: 'ItemCampaign' });
});
