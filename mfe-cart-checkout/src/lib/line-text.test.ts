import { makeLine } from '../../../tools/jest/cart-fixtures';
import { addOnsText, variationText } from './line-text';

it('describes a line’s variations and add-ons', () => {
  expect(
    variationText([
      { name: 'Size', values: { label: ['Large'] } },
      { name: 'Extras', values: { label: ['Cheese', 'Bacon'] } },
    ]),
  ).toBe('Size: Large, Extras: Cheese, Bacon');
  expect(variationText([{ type: 'Black-M', price: 900 }])).toBe('Black-M');
  const line = makeLine(
    { add_on_ids: [3, 4, 99], add_on_qtys: [2, 1, 1] },
    {
      add_ons: [
        { id: 3, name: 'Extra Cheese', price: 25 },
        { id: 4, name: 'French Fries', price: 60 },
      ],
    },
  );
  expect(addOnsText(line)).toBe('Extra Cheese (2), French Fries');
});
