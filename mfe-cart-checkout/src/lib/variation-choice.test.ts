import { makeItem, makeLine } from '../../../tools/jest/cart-fixtures';
import { VARIATION_OUT_OF_STOCK_MESSAGE } from './cart-rules';
import { lineOfVariation, missingChoices, optionUnavailable, variationRefusal } from './variation-choice';

const jeans = makeItem({
  id: 12,
  module_type: 'ecommerce',
  choice_options: [
    { name: 'choice_1', title: 'Color', options: ['Black', 'Sky Blue'] },
    { name: 'choice_2', title: 'Size', options: ['M', 'L'] },
  ],
  variations: [
    { type: 'Black-M', price: 1600, stock: 4 },
    { type: 'Black-L', price: 1680, stock: 0 },
    { type: 'SkyBlue-M', price: 1600, stock: 1 },
  ],
});

describe('variationRefusal', () => {
  it('names only the options still to choose', () => {
    expect(missingChoices(jeans, {})).toEqual(['Color', 'Size']);
    expect(variationRefusal(jeans, {})).toBe('Choose Color, Size');
    expect(variationRefusal(jeans, { choice_2: 'M' })).toBe('Choose Color');
  });

  it('refuses a combination out of stock, or one the item does not offer, in the spec’s words', () => {
    expect(variationRefusal(jeans, { choice_1: 'Black', choice_2: 'L' })).toBe(VARIATION_OUT_OF_STOCK_MESSAGE);
    expect(variationRefusal(jeans, { choice_1: 'Sky Blue', choice_2: 'L' })).toBe(VARIATION_OUT_OF_STOCK_MESSAGE);
  });

  it('lets a combination in stock go', () => {
    expect(variationRefusal(jeans, { choice_1: 'Sky Blue', choice_2: 'M' })).toBeNull();
  });
});

describe('optionUnavailable', () => {
  it('marks nothing until the other options are chosen', () => {
    expect(optionUnavailable(jeans, {}, 'choice_2', 'L')).toBe(false);
  });

  it('marks a value whose combination with the chosen ones cannot be ordered', () => {
    expect(optionUnavailable(jeans, { choice_1: 'Black' }, 'choice_2', 'L')).toBe(true);
    expect(optionUnavailable(jeans, { choice_1: 'Black' }, 'choice_2', 'M')).toBe(false);
    expect(optionUnavailable(jeans, { choice_2: 'L' }, 'choice_1', 'Sky Blue')).toBe(true);
    // Changing a chosen value is judged with the new value.
    expect(optionUnavailable(jeans, { choice_1: 'Black', choice_2: 'L' }, 'choice_2', 'M')).toBe(false);
  });
});

describe('lineOfVariation', () => {
  it('finds the plain line of that combination only', () => {
    const lines = [
      makeLine({ id: 1, variation: [{ type: 'Black-M', price: 1600 }] }, { id: 12 }),
      makeLine({ id: 2, variation: [{ type: 'SkyBlue-M', price: 1600 }] }, { id: 12 }),
      makeLine(
        { id: 3, variation: [{ type: 'Black-L', price: 1680 }], item_type: 'ItemCampaign' },
        { id: 12, available_date_starts: '2025-01-01' },
      ),
    ];
    expect(lineOfVariation(lines, 12, 'SkyBlue-M')?.id).toBe(2);
    expect(lineOfVariation(lines, 12, 'Black-L')).toBeUndefined();
    expect(lineOfVariation(lines, 13, 'Black-M')).toBeUndefined();
  });
});
