import type { Kysely } from 'kysely';
import type { Database } from '../schema';

const MARKER = 'seeded_markup_item_at';

/**
 * A grocery item whose name and description carry HTML and script, so that every screen can be
 * checked to show catalogue text as text. Seeded after everything else, with no random draws and
 * the next free id, so that no other seeded row or id changes (and older databases get it too).
 */
export const MARKUP_ITEM = {
  name: 'Crunchy <img src=x onerror=alert(1)> Mix',
  slug: 'crunchy-markup-mix',
  description: `<script>alert('x')</script> Crunchy <img src=x onerror=alert(1)> Mix: a snack whose name is not markup.`,
} as const;

export async function markupItemSeeded(db: Kysely<Database>): Promise<boolean> {
  return Boolean(await db.selectFrom('settings').select('key').where('key', '=', MARKER).executeTakeFirst());
}

export async function seedMarkupItem(db: Kysely<Database>, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Sold by the grocery store that sells the first grocery item, in that item's categories.
    const model = await trx
      .selectFrom('items')
      .selectAll()
      .where('module_id', '=', 1)
      .where('status', '=', 1)
      .where('variations', '=', '[]')
      .orderBy('id')
      .executeTakeFirst();
    if (!model) return;
    const last = await trx
      .selectFrom('items')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const id = Number(last?.id ?? 0) + 1;
    const stamp = new Date(now.getTime() - 200 * 86_400_000).toISOString();
    await trx
      .insertInto('items')
      .values({
        ...model,
        id,
        ...MARKUP_ITEM,
        image: `${MARKUP_ITEM.slug}.svg`,
        images: '[]',
        brand_id: null,
        tags: JSON.stringify(['snacks']),
        price: 120,
        discount: 0,
        discount_type: 'percent',
        stock: 100,
        maximum_cart_quantity: null,
        recommended: 0,
        avg_rating: 0,
        rating_count: 0,
        order_count: 0,
        wishlist_count: 0,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    const categories = await trx
      .selectFrom('item_categories')
      .select(['category_id', 'position'])
      .where('item_id', '=', model.id)
      .execute();
    if (categories.length > 0) {
      await trx
        .insertInto('item_categories')
        .values(categories.map((c) => ({ item_id: id, ...c })))
        .execute();
    }
    await trx
      .insertInto('settings')
      .values({ key: MARKER, value: JSON.stringify(now.toISOString()) })
      .execute();
  });
}
