import { sql, type RawBuilder } from 'kysely';

/** Store-wide discount percents running now, by store id. */
export type StorePercents = ReadonlyMap<number, number>;

/** What the price paid depends on besides an item's own fields, as it is now. */
export interface RunningPrices {
  /** Store-wide discount percents running now, by store id. */
  storePercents: StorePercents;
  /** The price paid in a running flash sale with units left, by item id (services/special-prices). */
  flashPaid: ReadonlyMap<number, number>;
}

export const NO_RUNNING_PRICES: RunningPrices = { storePercents: new Map(), flashPaid: new Map() };

/** SQLite's scalar max(0, x), which PostgreSQL spells greatest: a case reads alike on both. */
const atLeastZero = (x: RawBuilder<unknown>) => sql`(case when ${x} > 0 then ${x} else 0 end)`;

/**
 * The unit price a customer pays, as cart pricing works it out (`discounted`, then the one price
 * rule's `flashWins`): a store-wide percent running now replaces the item's own discount (a percent
 * or an amount), never below 0; a running flash sale's price is paid where it is lower.
 */
export function paidPrice({ storePercents, flashPaid }: RunningPrices): RawBuilder<number> {
  const own = sql<number>`case
    when items.discount <= 0 then items.price
    when items.discount_type = 'amount' then ${atLeastZero(sql`items.price - items.discount`)}
    else ${atLeastZero(sql`items.price - items.price * items.discount / 100.0`)}
  end`;
  const byStore = [...storePercents].filter(([, percent]) => percent > 0);
  const withStore =
    byStore.length === 0
      ? own
      : sql<number>`case items.store_id ${sql.join(
          byStore.map(
            ([storeId, percent]) =>
              sql`when ${storeId} then ${atLeastZero(sql`items.price - items.price * ${percent} / 100.0`)}`,
          ),
          sql` `,
        )} else ${own} end`;
  if (flashPaid.size === 0) return withStore;
  const flash = [...flashPaid].map(
    ([itemId, price]) =>
      sql`when ${itemId} then (case when ${price} < ${withStore} then ${price} else ${withStore} end)`,
  );
  return sql<number>`case items.id ${sql.join(flash, sql` `)} else ${withStore} end`;
}
