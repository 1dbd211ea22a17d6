import { popularItems, plain, storeTakesOrder, type SeededItem } from '../tests/cart-helpers';

type Orderable = SeededItem & { price: number };

/**
 * Two plain items of one open store from a module's home page: both go straight into one cart
 * (another store's item would ask to clear the cart first).
 */
export async function twoItemsOfOneStore(moduleId: number): Promise<[Orderable, Orderable]> {
  const byStore = new Map<number, Orderable[]>();
  for (const item of (await popularItems(moduleId)) as Orderable[]) {
    if (plain(item) && (item.stock ?? 99) > 2)
      byStore.set(item.store_id, [...(byStore.get(item.store_id) ?? []), item]);
  }
  for (const [storeId, items] of byStore) {
    const [first, second] = items;
    if (first && second && (await storeTakesOrder(storeId, first.price))) return [first, second];
  }
  throw new Error('the home page shows no two plain items of one open store');
}
