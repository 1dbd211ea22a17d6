// Who receives an order and where: the contact person, the delivery point and the stored address.
import type { CartOwner } from '../../db/queries/carts';
import type { AppContext } from '../../lib/context';
import type { Point } from '../../lib/geo';
import type { CustomerKey } from '../../db/queries/orders';
import { canonicalEmail } from '../../lib/identity';
import { accountPhone, canonicalPhone } from '../../lib/phone';
import { required, type PlaceOrderPayload } from './placement-rules';

export interface Contact {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string | null;
}

/** The contact for the order: a guest must give it; a customer's defaults to the profile. */
export async function contactOf(ctx: AppContext, owner: CartOwner, body: PlaceOrderPayload): Promise<Contact> {
  if (owner.type === 'guest') {
    if (!body.contact_person_name) throw required('contact_person_name', 'The contact person name field is required.');
    if (!body.contact_person_number) {
      throw required('contact_person_number', 'The contact person number field is required.');
    }
    return {
      contact_person_name: body.contact_person_name,
      // The number the rider calls and the guest tracks by: a complete one ('01712' is not).
      contact_person_number: accountPhone(body.contact_person_number, 'contact_person_number'),
      contact_person_email: body.contact_person_email ?? null,
    };
  }
  const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', owner.id).executeTakeFirstOrThrow();
  return {
    contact_person_name: body.contact_person_name || [user.f_name, user.l_name].filter(Boolean).join(' '),
    contact_person_number: body.contact_person_number
      ? accountPhone(body.contact_person_number, 'contact_person_number')
      : canonicalPhone(user.phone ?? ''),
    contact_person_email: body.contact_person_email ?? user.email,
  };
}

/** The delivery point (for a parcel, the sender's), all three fields required. */
export function destinationOf(body: PlaceOrderPayload): Point {
  if (!body.address) throw required('address', 'The address field is required.');
  if (body.latitude === undefined) throw required('latitude', 'The latitude field is required.');
  if (body.longitude === undefined) throw required('longitude', 'The longitude field is required.');
  return { lat: body.latitude, lng: body.longitude };
}

/** The order's delivery_address column: the contact with the address as the platform stores it. */
export const addressJson = (body: PlaceOrderPayload, contact: Contact) =>
  JSON.stringify({
    ...contact,
    address_type: body.address_type ?? 'home',
    address: body.address ?? null,
    latitude: body.latitude === undefined ? null : String(body.latitude),
    longitude: body.longitude === undefined ? null : String(body.longitude),
    floor: body.floor ?? null,
    road: body.road ?? null,
    house: body.house ?? null,
  });

/** The order's contact columns: what binds a guest's per-customer limits (and finds the order again). */
export const contactColumns = (contact: Contact) => ({
  contact_phone: contact.contact_person_number || null,
  contact_email: contact.contact_person_email ? canonicalEmail(contact.contact_person_email) : null,
});

/**
 * Whose limits the order counts against, from the request alone (a quote has no contact checks):
 * the account for a signed-in customer; for a guest the guest id with the contact it gives.
 */
export function customerKeyFor(owner: CartOwner, body: PlaceOrderPayload): CustomerKey {
  if (owner.type === 'user') return { owner, phone: null, email: null };
  return {
    owner,
    phone: body.contact_person_number ? canonicalPhone(body.contact_person_number) : null,
    email: body.contact_person_email ? canonicalEmail(body.contact_person_email) : null,
  };
}
