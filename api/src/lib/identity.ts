import { canonicalPhone } from './phone';

/** An email as the API stores and looks it up: trimmed and lower-cased. */
export const canonicalEmail = (text: string): string => text.trim().toLowerCase();

/** A sign-in identity as stored: an email (it holds an @) trimmed and lower-cased, else a phone in E.164. */
export const canonicalIdentity = (text: string): string =>
  text.includes('@') ? canonicalEmail(text) : canonicalPhone(text);
