import { LOGIN_REQUIRED_MESSAGE, businessInstant } from '@storefront/shared';
import type { CampaignItem } from '@storefront/shared/contract/campaign';
import { makeItem, makeLine } from '../../../../tools/jest/cart-fixtures';
import {
  ADD_TO_CART,
  BUY_NOW,
  ORDER_NOW,
  UPDATE_TO_CART,
  availability,
  campaignDetails,
  decreasedQuantity,
  orderNowRefusal,
  quickViewButtons,
  quickViewLine,
  variationOutOfStock,
  changeAddOn,
  isUnchanged,
  selectionOfLine,
  toggleAddOn,
  toggleOption,
  variationType,
} from './item-rules';

/** An hour of the business day in Dhaka, whatever zone the test machine is in. */
const at = (hours: number, minutes = 0) => businessInstant('2025-01-01', `${hours}:${minutes}`);

describe('availability', () => {
  const breakfast = { available_time_starts: '07:00', available_time_ends: '11:30', schedule_order: false };

  it('is available inside the daily window', () => {
    expect(availability(breakfast, at(9))).toEqual({ kind: 'available' });
    expect(availability(breakfast, at(11, 30))).toEqual({ kind: 'available' });
  });

  it('outside the window without schedule_order it is blocked and shows the hours in 12-hour form', () => {
    expect(availability(breakfast, at(15))).toEqual({ kind: 'unavailable', hours: '7:00 AM - 11:30 AM' });
  });

  it('outside the window with schedule_order it can be ordered for later', () => {
    expect(availability({ ...breakfast, schedule_order: true }, at(15))).toEqual({
      kind: 'later',
      hours: '7:00 AM - 11:30 AM',
    });
  });

  it('handles windows past midnight and items without a window', () => {
    const late = { available_time_starts: '17:00', available_time_ends: '02:00', schedule_order: false };
    expect(availability(late, at(1))).toEqual({ kind: 'available' });
    expect(availability(late, at(12)).kind).toBe('unavailable');
    expect(availability({ available_time_starts: null, available_time_ends: null }, at(3))).toEqual({
      kind: 'available',
    });
    expect(availability({ available_time_starts: '00:00', available_time_ends: '00:00' }, at(3)).kind).toBe(
      'available',
    );
  });
});

describe('variation choices', () => {
  it('single: selecting replaces, clicking the selected one deselects', () => {
    expect(toggleOption({ type: 'single' }, ['Small'], 'Large')).toEqual(['Large']);
    expect(toggleOption({ type: 'single' }, ['Large'], 'Large')).toEqual([]);
  });

  it('multi: several may be chosen', () => {
    expect(toggleOption({ type: 'multi' }, ['Cheese'], 'Bacon')).toEqual(['Cheese', 'Bacon']);
    expect(toggleOption({ type: 'multi' }, ['Cheese', 'Bacon'], 'Cheese')).toEqual(['Bacon']);
  });

  it('builds the older variation type from the choice options', () => {
    const item = {
      choice_options: [
        { name: 'choice_1', title: 'Color', options: ['Black', 'Navy Blue'] },
        { name: 'choice_2', title: 'Size', options: ['M', 'L'] },
      ],
    };
    expect(variationType(item, { choice_1: 'Navy Blue', choice_2: 'M' })).toBe('NavyBlue-M');
    expect(variationType(item, { choice_1: 'Black' })).toBeNull();
  });
});

describe('add-ons', () => {
  it('checking sets the quantity to 1, unchecking takes one off and 0 leaves the selection', () => {
    const one = toggleAddOn([], 3, true);
    expect(one).toEqual([{ id: 3, quantity: 1 }]);
    expect(toggleAddOn(one, 3, false)).toEqual([]);
    expect(toggleAddOn([{ id: 3, quantity: 2 }], 3, false)).toEqual([{ id: 3, quantity: 1 }]);
  });

  it('plus and minus change the quantity, never below 0', () => {
    expect(changeAddOn([{ id: 3, quantity: 1 }], 3, 1)).toEqual([{ id: 3, quantity: 2 }]);
    expect(changeAddOn([{ id: 3, quantity: 1 }], 3, -1)).toEqual([]);
    expect(changeAddOn([], 3, -1)).toEqual([]);
    expect(changeAddOn([], 4, 1)).toEqual([{ id: 4, quantity: 1 }]);
  });
});

describe('update detection', () => {
  const line = makeLine(
    {
      quantity: 2,
      variation: [{ name: 'Extras', values: { label: ['Cheese', 'Bacon'] } }],
      add_on_ids: [3, 4],
      add_on_qtys: [1, 2],
    },
    { module_type: 'food' },
  );

  it('the same quantity, variations and add-ons is no change, whatever the order', () => {
    expect(
      isUnchanged(line, {
        quantity: 2,
        variation: [{ name: 'Extras', values: { label: ['Bacon', 'Cheese'] } }],
        addOns: [
          { id: 4, quantity: 2 },
          { id: 3, quantity: 1 },
        ],
      }),
    ).toBe(true);
  });

  it('any difference is a change', () => {
    const same = selectionOfLine(line);
    const variation = [{ name: 'Extras', values: { label: same.food.Extras! } }];
    expect(isUnchanged(line, { quantity: 3, variation, addOns: same.addOns })).toBe(false);
    expect(isUnchanged(line, { quantity: 2, variation: [], addOns: same.addOns })).toBe(false);
    expect(isUnchanged(line, { quantity: 2, variation, addOns: [{ id: 3, quantity: 1 }] })).toBe(false);
  });

  it('reads the selection back from a line', () => {
    const shirt = makeLine(
      { variation: [{ type: 'NavyBlue-M', price: 900 }] },
      {
        choice_options: [
          { name: 'choice_1', title: 'Color', options: ['Black', 'Navy Blue'] },
          { name: 'choice_2', title: 'Size', options: ['M', 'L'] },
        ],
      },
    );
    expect(selectionOfLine(shirt).choice).toEqual({ choice_1: 'Navy Blue', choice_2: 'M' });
    expect(makeItem().id).toBe(1);
  });
});

describe('the line the quick view edits', () => {
  const plain = makeLine({ id: 21, quantity: 1 }, { id: 5 });
  const second = makeLine({ id: 22, quantity: 3, variation: [{ type: 'Red' }] }, { id: 5 });
  const campaignLine = makeLine({ id: 23, item_type: 'ItemCampaign' }, { id: 5, available_date_starts: '2025-01-01' });

  it('is the line it was opened from, even when another line holds the same item', () => {
    expect(quickViewLine([plain, second], { cartId: 22 }, makeItem({ id: 5 }))).toBe(second);
    expect(quickViewLine([plain, second], { cartId: 99 }, makeItem({ id: 5 }))).toBeUndefined();
  });

  it('from a card, is the line of the same kind: a campaign line only for the campaign item', () => {
    expect(quickViewLine([campaignLine, plain], {}, makeItem({ id: 5 }))).toBe(plain);
    expect(quickViewLine([plain, campaignLine], {}, makeItem({ id: 5, available_date_starts: '2025-01-01' }))).toBe(
      campaignLine,
    );
  });
});

it("a campaign item's details carry the campaign's id, price, discount and dates", () => {
  const details = { ...makeItem({ id: 40, price: 500, discount: 10, store_discount: 5 }), store_details: null };
  const campaign = {
    ...makeItem({ id: 3, price: 420, discount: 20, discount_type: 'amount' }),
    item_id: 40,
    title: 'Winter deal',
    available_date_starts: '2025-01-01',
    available_date_ends: '2025-02-01',
    available_time_starts: '10:00',
    available_time_ends: '22:00',
    campaign_price: 400,
    is_running: true,
  } as CampaignItem;
  expect(campaignDetails(details as never, campaign)).toMatchObject({
    id: 3,
    price: 420,
    discount: 20,
    discount_type: 'amount',
    store_discount: 0,
    available_date_starts: '2025-01-01',
    available_date_ends: '2025-02-01',
    available_time_starts: '10:00',
    name: 'Fresh Milk',
  });
});

describe('the quick view', () => {
  it('Order Now needs a login token', () => {
    expect(orderNowRefusal(null)).toBe(LOGIN_REQUIRED_MESSAGE);
    expect(orderNowRefusal('')).toBe(LOGIN_REQUIRED_MESSAGE);
    expect(orderNowRefusal('token')).toBeNull();
  });

  it('a chosen variation out of stock blocks ordering', () => {
    expect(variationOutOfStock({ stock: 0 })).toBe(true);
    expect(variationOutOfStock({ stock: 2 })).toBe(false);
    expect(variationOutOfStock({})).toBe(false);
    expect(variationOutOfStock(undefined)).toBe(false);
  });

  it('keeps the quantity at 1 or more', () => {
    expect(decreasedQuantity(3)).toBe(2);
    expect(decreasedQuantity(1)).toBe(1);
  });

  it('shows Add to Cart or Update to cart with Buy now for an item', () => {
    expect(quickViewButtons({ campaign: false, availability: 'available', inCart: false })).toEqual([
      ADD_TO_CART,
      BUY_NOW,
    ]);
    expect(quickViewButtons({ campaign: false, availability: 'later', inCart: true })).toEqual([
      UPDATE_TO_CART,
      BUY_NOW,
    ]);
  });

  it('shows only Order Now for a campaign item, plus the cart button when it is ordered for later', () => {
    expect(quickViewButtons({ campaign: true, availability: 'available', inCart: true })).toEqual([ORDER_NOW]);
    expect(quickViewButtons({ campaign: true, availability: 'later', inCart: false })).toEqual([
      ORDER_NOW,
      ADD_TO_CART,
    ]);
  });

  it('shows no order button while the item is not available and cannot be scheduled', () => {
    expect(quickViewButtons({ campaign: false, availability: 'unavailable', inCart: false })).toEqual([]);
    expect(quickViewButtons({ campaign: true, availability: 'unavailable', inCart: false })).toEqual([]);
  });
});
