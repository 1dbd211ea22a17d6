import type { Wire } from '@storefront/shared/contract/common';
import type { ItemReviewSchema } from '@storefront/shared/contract/review';
import type { AppContext } from '../lib/context';
import { imageUrl } from '../lib/images';

type ItemReview = Wire<typeof ItemReviewSchema>;

/** Reviews of an item or of a store's items, newest first, with the reviewer and the item. */
export function reviewRows(
  ctx: AppContext,
  by: { itemId?: number; storeId?: number },
  page: { offset: number; limit: number },
) {
  let q = ctx.db
    .selectFrom('reviews')
    .innerJoin('items', 'items.id', 'reviews.item_id')
    .innerJoin('users', 'users.id', 'reviews.user_id')
    .select([
      'reviews.id',
      'reviews.item_id',
      'reviews.order_id',
      'reviews.rating',
      'reviews.comment',
      'reviews.created_at',
      'items.name as item_name',
      'items.image as item_image',
      'users.f_name',
      'users.l_name',
      'users.status as user_status',
    ]);
  if (by.itemId !== undefined) q = q.where('reviews.item_id', '=', by.itemId);
  if (by.storeId !== undefined) q = q.where('items.store_id', '=', by.storeId);
  return q
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(page.limit)
    .offset((page.offset - 1) * page.limit)
    .execute();
}

export function reviewsToWire(ctx: AppContext, rows: Awaited<ReturnType<typeof reviewRows>>): ItemReview[] {
  const url = ctx.env.publicUrl;
  return rows.map((r) => {
    // A removed account's reviews stay, without the name.
    const name = r.user_status === 1 ? `${r.f_name} ${(r.l_name ?? '').slice(0, 1)}`.trim() : 'Former customer';
    return {
      id: r.id,
      item_id: r.item_id,
      item_name: r.item_name,
      item_image_full_url: imageUrl(url, 'item', r.item_image),
      order_id: r.order_id,
      rating: r.rating,
      comment: r.comment,
      customer_name: name,
      customer_image_full_url: imageUrl(url, 'customer', `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`),
      created_at: r.created_at,
      updated_at: r.created_at,
    };
  });
}
