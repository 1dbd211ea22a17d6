import { makeLine } from '../../../tools/jest/cart-fixtures';
import { addOnsText } from './line-text';

it('names a cart line’s add-ons from the item’s, with their quantities', () => {
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
