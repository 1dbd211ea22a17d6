import { INVALID_PHONE_MESSAGE } from '@storefront/shared/contract/auth';
import { toE164 } from '@storefront/shared/phone/phone-number';
import { httpError } from './errors';

/** The business's country: a number typed without its country code is read as one of its numbers. */
export const HOME_COUNTRY = 'BD';

/**
 * A phone as the API stores and looks it up: E.164 ('+8801767513805') when the text is a valid
 * number in any form (local '01767513805', national, international with or without '+'), else as
 * typed. One number, one row, whichever way a person wrote it.
 */
export const canonicalPhone = (text: string): string => toE164(text, HOME_COUNTRY) ?? text.trim();

export const samePhone = (a: string, b: string): boolean => canonicalPhone(a) === canonicalPhone(b);

export { INVALID_PHONE_MESSAGE };

/**
 * The phone of a new account in E.164, or a 422 on the field: a number libphonenumber holds valid
 * for its country, not merely of a possible length ('0000000', '+88012345' are refused).
 */
export function accountPhone(text: string, field = 'phone'): string {
  const phone = toE164(text, HOME_COUNTRY);
  if (!phone) throw httpError(422, field, INVALID_PHONE_MESSAGE);
  return phone;
}
