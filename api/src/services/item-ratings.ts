// An item's reviews counted: all of them, and by stars.
import type { AppContext } from '../lib/context';

export async function itemReviewCount(ctx: AppContext, itemId: number): Promise<number> {
  const count = await ctx.db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return Number(count?.n ?? 0);
}

/** How many reviews gave 5, 4, 3, 2 and 1 stars, in that order. */
export async function itemStarCounts(ctx: AppContext, itemId: number): Promise<number[]> {
  const rows = await ctx.db
    .selectFrom('reviews')
    .select(['rating', (eb) => eb.fn.countAll<number>().as('n')])
    .where('item_id', '=', itemId)
    .groupBy('rating')
    .execute();
  return [5, 4, 3, 2, 1].map((star) => Number(rows.find((r) => r.rating === star)?.n ?? 0));
}
