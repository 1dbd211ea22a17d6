import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database>;
export type ConversationRow = Selectable<Database['conversations']>;
export type MessageRow = Selectable<Database['messages']>;
/** The other side of a conversation: a store (vendor), a delivery man or the platform (admin). */
export interface ReceiverKey {
  type: ConversationRow['receiver_type'];
  id: number;
}

/** The conversation only when it is the user's. */
export const conversationOfUser = (db: Db, userId: number, id: number) =>
  db.selectFrom('conversations').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

/** The user's conversation with this receiver, if they have one. */
export const conversationWithReceiver = (db: Db, userId: number, receiver: ReceiverKey) =>
  db
    .selectFrom('conversations')
    .selectAll()
    .where('user_id', '=', userId)
    .where('receiver_type', '=', receiver.type)
    .where('receiver_id', '=', receiver.id)
    .executeTakeFirst();

/** The user's conversations, the latest written to first. */
export const conversationsOfUser = (db: Db, userId: number) =>
  db
    .selectFrom('conversations')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

export const lastMessageOf = (db: Db, conversationId: number) =>
  db
    .selectFrom('messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .orderBy('id', 'desc')
    .executeTakeFirst();

/** How many of the other side's messages the customer has not read yet. */
export async function unreadMessageCount(db: Db, conversationId: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('conversation_id', '=', conversationId)
    .where('sender_type', '!=', 'customer')
    .where('is_seen', '=', 0)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Marks the other side's messages read. */
export async function markReceivedMessagesSeen(db: Db, conversationId: number): Promise<void> {
  await db
    .updateTable('messages')
    .set({ is_seen: 1 })
    .where('conversation_id', '=', conversationId)
    .where('sender_type', '!=', 'customer')
    .execute();
}

/** One page of the conversation's messages, newest first, and how many it holds. */
export async function messagesPage(
  db: Db,
  conversationId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: MessageRow[]; total: number }> {
  const base = db.selectFrom('messages').where('conversation_id', '=', conversationId);
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset((page.offset - 1) * page.limit)
    .execute();
  return { rows, total: Number(count?.n ?? 0) };
}

/**
 * Stores a customer's message and its images in one transaction, in the given conversation or in a
 * new one with the receiver, and moves the conversation to the top; returns the conversation id.
 */
export async function addCustomerMessage(
  db: Db,
  userId: number,
  to: { conversationId: number } | { receiver: ReceiverKey },
  message: { text: string | null; images: Insertable<Database['message_files']>[]; now: string },
): Promise<number> {
  const { text, images, now } = message;
  return db.transaction().execute(async (trx) => {
    const conversationId =
      'conversationId' in to
        ? to.conversationId
        : (
            await trx
              .insertInto('conversations')
              .values({
                user_id: userId,
                receiver_type: to.receiver.type,
                receiver_id: to.receiver.id,
                created_at: now,
                updated_at: now,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
    if (images.length > 0) await trx.insertInto('message_files').values(images).execute();
    await trx
      .insertInto('messages')
      .values({
        conversation_id: conversationId,
        sender_type: 'customer',
        sender_id: userId,
        message: text,
        files: JSON.stringify(images.map((i) => i.file_name)),
        is_seen: 0,
        created_at: now,
      })
      .execute();
    await trx.updateTable('conversations').set({ updated_at: now }).where('id', '=', conversationId).execute();
    return conversationId;
  });
}
