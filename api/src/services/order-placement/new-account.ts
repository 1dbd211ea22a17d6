// A guest's "create an account with this order": checked before placing, created after.
import { z } from 'zod';
import type { CartOwner } from '../../db/queries/carts';
import { findUserByEmail, findUserByPhone } from '../../db/queries/users';
import type { AppContext } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import { canonicalPhone } from '../../lib/phone';
import { hashPassword } from '../../lib/security';
import { createUser } from '../users';
import { required, type PlaceOrderPayload } from './placement-rules';

export interface NewAccount {
  f_name: string;
  l_name: string | null;
  phone: string;
  email: string | null;
  password_hash: string;
}

/** Checks a guest's create_new_user request before the order is placed: password, phone, email free. */
export async function newAccountOf(ctx: AppContext, body: PlaceOrderPayload): Promise<NewAccount> {
  if (!body.password) throw required('password', 'The password field is required.');
  const phone = body.contact_person_number?.trim() ? canonicalPhone(body.contact_person_number) : '';
  if (!phone) throw required('contact_person_number', 'The contact person number field is required.');
  const email = body.contact_person_email?.trim().toLowerCase() || null;
  if (email && !z.string().email().safeParse(email).success) {
    throw required('contact_person_email', 'The contact person email must be a valid email address.');
  }
  if (await findUserByPhone(ctx.db, phone))
    throw forbidden('contact_person_number', 'The phone has already been taken.');
  if (email && (await findUserByEmail(ctx.db, email))) {
    throw forbidden('contact_person_email', 'The email has already been taken.');
  }
  const [f_name = '', ...rest] = (body.contact_person_name ?? '').trim().split(/\s+/);
  return { f_name, l_name: rest.join(' ') || null, phone, email, password_hash: await hashPassword(body.password) };
}

/** Creates the guest's account and moves the order to it (the guest keeps reaching the order). */
export async function createAccountFor(
  ctx: AppContext,
  guest: CartOwner,
  orderId: number,
  a: NewAccount,
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const user = await createUser(trx, { ...a, refSeed: a.phone }, now);
    await trx
      .updateTable('orders')
      .set({ owner_type: 'user', owner_id: user.id, guest_id: guest.id })
      .where('id', '=', orderId)
      .execute();
  });
}
