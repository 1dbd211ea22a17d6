// A guest's "create an account with this order": checked before placing, created with the order.
import { z } from 'zod';
import type { CartOwner } from '../../db/queries/carts';
import type { AppContext } from '../../lib/context';
import { canonicalEmail } from '../../lib/identity';
import { accountPhone } from '../../lib/phone';
import { hashPassword } from '../../lib/security';
import { contactTaken, registerUser, type ContactFields } from '../users';
import type { WithOrder } from './order-records';
import { required, type PlaceOrderPayload } from './placement-rules';

export interface NewAccount {
  f_name: string;
  l_name: string | null;
  phone: string;
  email: string | null;
  password_hash: string;
}

/** A taken phone or email is refused under the order form's own fields. */
const CONTACT_FIELDS: ContactFields = { email: 'contact_person_email', phone: 'contact_person_number' };

/** Checks a guest's create_new_user request before the order is placed: password, phone, email free. */
export async function newAccountOf(ctx: AppContext, body: PlaceOrderPayload): Promise<NewAccount> {
  if (!body.password) throw required('password', 'The password field is required.');
  if (!body.contact_person_number?.trim()) {
    throw required('contact_person_number', 'The contact person number field is required.');
  }
  const phone = accountPhone(body.contact_person_number, 'contact_person_number');
  const email = body.contact_person_email?.trim() ? canonicalEmail(body.contact_person_email) : null;
  if (email && !z.string().email().safeParse(email).success) {
    throw required('contact_person_email', 'The contact person email must be a valid email address.');
  }
  const taken = await contactTaken(ctx.db, { phone, email }, CONTACT_FIELDS);
  if (taken) throw taken;
  const [f_name = '', ...rest] = (body.contact_person_name ?? '').trim().split(/\s+/);
  return { f_name, l_name: rest.join(' ') || null, phone, email, password_hash: await hashPassword(body.password) };
}

/**
 * Creates the guest's account in the order's transaction and moves the order to it (the guest keeps
 * reaching the order). A phone or email taken meanwhile is a 403 and the order is not saved either.
 */
export const accountWithOrder =
  (ctx: AppContext, guest: CartOwner, account: NewAccount): WithOrder =>
  async (trx, orderId) => {
    const user = await registerUser(trx, { ...account, refSeed: account.phone }, ctx.now(), CONTACT_FIELDS);
    await trx
      .updateTable('orders')
      .set({ owner_type: 'user', owner_id: user.id, guest_id: guest.id })
      .where('id', '=', orderId)
      .execute();
  };
