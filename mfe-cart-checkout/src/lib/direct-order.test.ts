import { makeItem } from '../../../tools/jest/cart-fixtures';
import { clearDirectOrder, readDirectOrder, saveDirectOrder } from './direct-order';

afterEach(() => clearDirectOrder());

it('a Buy now order keeps whether its item needs a prescription, for its page only', () => {
  const item = makeItem({ is_prescription_required: 1 });
  saveDirectOrder({
    page: 'buy_now',
    item,
    payload: { model: 'Item', item_id: item.id, quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [] },
    total: 120,
  });
  expect(readDirectOrder('buy_now')?.item.is_prescription_required).toBe(1);
  expect(readDirectOrder('campaign')).toBeNull();
});
