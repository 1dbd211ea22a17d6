import { toE164 } from '@storefront/shared/phone/phone-number';

/** The business's country: a number typed without its country code is read as one of its numbers. */
export const HOME_COUNTRY = 'BD';

/**
 * A phone as the API stores and looks it up: E.164 ('+8801767513805') when the text is a valid
 * number in any form (local '01767513805', national, international with or without '+'), else as
 * typed. One number, one row, whichever way a person wrote it.
 */
export const canonicalPhone = (text: string): string => toE164(text, HOME_COUNTRY) ?? text.trim();

export const samePhone = (a: string, b: string): boolean => canonicalPhone(a) === canonicalPhone(b);
