import type { Insertable, Kysely } from 'kysely';
import { imageFileName } from '../../lib/images';
import type { Database } from '../schema';
import { findDemoCustomer, type SeedOptions } from '.';
import { FIRST_ORDER_ID } from './extras';

const DAY = 86_400_000;
const MINUTE = 60_000;
const MARKER = 'seeded_account_extras_at';

export const REFUND_REASONS = [
  'Item was damaged',
  'Wrong item delivered',
  'Item missing from the order',
  'Quality was not as expected',
  'Other',
];

export async function accountExtrasSeeded(db: Kysely<Database>): Promise<boolean> {
  return Boolean(await db.selectFrom('settings').select('key').where('key', '=', MARKER).executeTakeFirst());
}

/**
 * Seeds the account extras once per database: refund reasons, wallet add-fund bonuses, general
 * notifications and, when asked, the demo customer's own and their conversations with a store, a
 * delivery man and the admin.
 */
export async function seedAccountExtras(db: Kysely<Database>, now: Date, options: SeedOptions): Promise<void> {
  const at = (daysAgo: number, minutes = 0) => new Date(now.getTime() - daysAgo * DAY + minutes * MINUTE).toISOString();
  const date = (offsetDays: number) => new Date(now.getTime() + offsetDays * DAY).toISOString().slice(0, 10);

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('refund_reasons')
      .values(REFUND_REASONS.map((reason, i) => ({ id: i + 1, reason, status: 1 })))
      .execute();

    await trx
      .insertInto('wallet_bonuses')
      .values([
        {
          id: 1,
          title: 'Top up 1000, get 5% more',
          description: 'Add at least ৳1000 to your wallet and get 5% extra, up to ৳100.',
          bonus_type: 'percentage',
          bonus_amount: 5,
          minimum_add_amount: 1000,
          maximum_bonus_amount: 100,
          start_date: date(-10),
          end_date: date(50),
          status: 1,
        },
        {
          id: 2,
          title: 'Flat ৳30 on ৳500',
          description: 'Add ৳500 or more and get a flat ৳30 bonus.',
          bonus_type: 'amount',
          bonus_amount: 30,
          minimum_add_amount: 500,
          maximum_bonus_amount: 30,
          start_date: date(-3),
          end_date: date(20),
          status: 1,
        },
        {
          id: 3,
          title: 'Winter wallet bonus',
          description: 'Ended: 10% extra on top-ups.',
          bonus_type: 'percentage',
          bonus_amount: 10,
          minimum_add_amount: 300,
          maximum_bonus_amount: 80,
          start_date: date(-120),
          end_date: date(-90),
          status: 1,
        },
      ])
      .execute();

    const demo = options.demoCustomer ? await findDemoCustomer(trx) : undefined;
    const notifications: Insertable<Database['notifications']>[] = [
      {
        user_id: null,
        title: 'Weekend cashback is on',
        description: 'Get 5% back in your wallet on orders above ৳500 this weekend.',
        image: imageFileName('Weekend cashback notification'),
        type: 'general',
        created_at: at(3),
      },
      {
        user_id: null,
        title: 'New stores near you',
        description: 'Fresh bakeries and pharmacies joined in Gulshan and Banani.',
        image: null,
        type: 'general',
        created_at: at(8),
      },
    ];
    if (demo) {
      notifications.push(
        {
          user_id: demo.id,
          title: 'Order delivered',
          description: 'Your order has been delivered. Enjoy, and tell us how it was!',
          image: null,
          type: 'order_status',
          order_id: FIRST_ORDER_ID + 5,
          created_at: at(2, 40),
        },
        {
          user_id: demo.id,
          title: 'Referral bonus',
          description: 'Your friend joined with your code DEMO2024: ৳50 was added to your wallet.',
          image: null,
          type: 'referral_code',
          created_at: at(60),
        },
      );
    }
    await trx.insertInto('notifications').values(notifications).execute();
    // Marked before the demo customer's part, which a database without them skips.
    await trx
      .insertInto('settings')
      .values({ key: MARKER, value: JSON.stringify(now.toISOString()) })
      .execute();

    if (!demo) return;
    const store = await trx
      .selectFrom('orders')
      .innerJoin('stores', 'stores.id', 'orders.store_id')
      .select(['stores.id', 'stores.name', 'orders.id as order_id', 'orders.delivery_man_id'])
      .where('orders.id', '=', FIRST_ORDER_ID + 6)
      .executeTakeFirst();
    const threads: {
      type: 'vendor' | 'delivery_man' | 'admin';
      receiverId: number;
      messages: [string, string, number][];
    }[] = [];
    if (store) {
      threads.push({
        type: 'vendor',
        receiverId: store.id,
        messages: [
          ['customer', 'Hi, can you make my order less spicy?', 30],
          ['vendor', `Sure! ${store.name} will keep it mild for you.`, 28],
        ],
      });
      if (store.delivery_man_id) {
        threads.push({
          type: 'delivery_man',
          receiverId: store.delivery_man_id,
          messages: [
            ['delivery_man', 'I have picked up your order and I am on the way.', 20],
            ['customer', 'Great, please call when you reach the gate.', 18],
            ['delivery_man', 'Will do, about 10 minutes.', 17],
          ],
        });
      }
    }
    threads.push({
      type: 'admin',
      receiverId: 0,
      messages: [
        ['customer', 'How do I use my loyalty points?', 60 * 24 * 5],
        ['admin', 'Open Loyalty Points and convert at least 100 points to wallet money.', 60 * 24 * 5 - 12],
      ],
    });
    for (const thread of threads) {
      const first = Math.max(...thread.messages.map((m) => m[2]));
      const last = Math.min(...thread.messages.map((m) => m[2]));
      const conversation = await trx
        .insertInto('conversations')
        .values({
          user_id: demo.id,
          receiver_type: thread.type,
          receiver_id: thread.receiverId,
          created_at: new Date(now.getTime() - first * MINUTE).toISOString(),
          updated_at: new Date(now.getTime() - last * MINUTE).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('messages')
        .values(
          thread.messages.map(([sender, message, minutesAgo], i) => ({
            conversation_id: conversation.id,
            sender_type: sender,
            sender_id: sender === 'customer' ? demo.id : thread.receiverId,
            message,
            files: '[]',
            // The last message of the delivery man is still unread.
            is_seen:
              sender !== 'customer' && thread.type === 'delivery_man' && i === thread.messages.length - 1 ? 0 : 1,
            created_at: new Date(now.getTime() - minutesAgo * MINUTE).toISOString(),
          })),
        )
        .execute();
    }
  });
}
