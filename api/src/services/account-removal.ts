// A customer deleting their own account: only from a recent sign-in, never while an order runs.
import { eraseAccount } from '../db/queries/account';
import { ownerOrders } from '../db/queries/orders';
import { tokenSignedInAt, type UserRow } from '../db/queries/users';
import type { AppContext } from '../lib/context';
import { forbidden } from '../lib/errors';
import { HISTORY_STATUSES, orderState } from './order-lifecycle';

export const RUNNING_ORDER_MESSAGE = 'You can not delete your account while an order is running.';
export const SIGN_IN_AGAIN_MESSAGE = 'For your safety, sign in again to delete your account.';
/** Deleting the account takes a sign-in this recent: a token left on a device cannot do it alone. */
const RECENT_SIGN_IN_MS = 15 * 60_000;

/** Erases the account signed in with the token of this hash; 403 for an old sign-in or a running order. */
export async function removeAccount(ctx: AppContext, user: UserRow, tokenHash: string): Promise<void> {
  const now = ctx.now();
  const signedInAt = await tokenSignedInAt(ctx.db, tokenHash);
  if (!signedInAt || now.getTime() - Date.parse(signedInAt) > RECENT_SIGN_IN_MS) {
    throw forbidden('token', SIGN_IN_AGAIN_MESSAGE);
  }
  const running = (await ownerOrders(ctx.db, { type: 'user', id: user.id })).some(
    (o) => !HISTORY_STATUSES.has(orderState(o, now, ctx.env.orderClockSeconds).status),
  );
  if (running) throw forbidden('order', RUNNING_ORDER_MESSAGE);
  await eraseAccount(ctx.db, user.id, now);
}
