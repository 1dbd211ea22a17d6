// Suggested items: from the categories the customer likes or has ordered from, else the recommended ones.
import { findItems } from '../db/queries/catalogue';
import type { UserRow } from '../db/queries/users';
import type { AppContext } from '../lib/context';
import type { FoundItems, ItemPage, ItemScope } from './item-search';

/** The module of the customer's latest store order (customer calls may come without a module). */
export async function latestStoreOrderModule(ctx: AppContext, userId: number): Promise<number | undefined> {
  const latest = await ctx.db
    .selectFrom('orders')
    .select('module_id')
    .where('owner_type', '=', 'user')
    .where('owner_id', '=', userId)
    .where('store_id', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return latest?.module_id;
}

/** The categories the customer picked as interests or has ordered from in the module. */
export async function likedCategoryIds(ctx: AppContext, user: UserRow, moduleId: number): Promise<number[]> {
  const ordered = await ctx.db
    .selectFrom('order_details')
    .innerJoin('orders', 'orders.id', 'order_details.order_id')
    .innerJoin('items', 'items.id', 'order_details.item_id')
    .select('items.category_id')
    .where('orders.owner_type', '=', 'user')
    .where('orders.owner_id', '=', user.id)
    .where('orders.module_id', '=', moduleId)
    .distinct()
    .execute();
  return [...new Set([...(JSON.parse(user.interest) as number[]), ...ordered.map((o) => o.category_id)])];
}

/** The best rated items of those categories; the recommended ones when there are none. */
export async function suggestedItems(
  ctx: AppContext,
  scope: ItemScope,
  categoryIds: number[],
  page: ItemPage,
): Promise<FoundItems> {
  if (categoryIds.length > 0) {
    const liked = await findItems(ctx.db, { ...scope, categoryIds }, 'rating', page);
    if (liked.total > 0) return liked;
  }
  return findItems(ctx.db, { ...scope, recommended: true }, 'rating', page);
}
