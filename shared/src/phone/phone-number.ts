import { AsYouType, getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';

export type { CountryCode };

export interface PhoneCountry {
  code: CountryCode;
  /** '+880' */
  dialCode: string;
  name: string;
}

let countries: PhoneCountry[] | null = null;

/** Every country libphonenumber knows, named in English, in alphabetical order. */
export function phoneCountries(): PhoneCountry[] {
  if (!countries) {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    countries = getCountries()
      .map((code) => ({ code, dialCode: `+${getCountryCallingCode(code)}`, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }
  return countries;
}

/** The country for a code, when libphonenumber knows it. */
export const phoneCountry = (code: string | null | undefined): PhoneCountry | undefined =>
  phoneCountries().find((country) => country.code === code);

/**
 * The number a person typed, as E.164 (as far as it goes): local ('01767513805'), national
 * ('1767513805') and international ('+880 1767…', '880 1767…') forms of one number give the same
 * value. '' when no digit of the number itself is typed yet (a lone trunk 0 or dial code).
 */
export function phoneValue(text: string, country: CountryCode): string {
  const typer = new AsYouType(country);
  typer.input(text);
  const value = typer.getNumberValue() ?? '';
  const dialCode = `+${getCountryCallingCode(typer.getCountry() ?? country)}`;
  return value === dialCode || !/\d/.test(value) ? '' : value;
}

/** The country a number typed in international form belongs to, if it says. */
export function typedCountry(text: string, country: CountryCode): CountryCode | undefined {
  if (!text.trim().startsWith('+')) return undefined;
  const typer = new AsYouType(country);
  typer.input(text);
  return typer.getCountry();
}

/** How a stored E.164 value shows in the field: its country and its national form ('01767-513805'). */
export function phoneDisplay(value: string, fallback: CountryCode): { country: CountryCode; text: string } {
  if (!value) return { country: fallback, text: '' };
  const parsed = parsePhoneNumberFromString(value, fallback);
  if (!parsed) return { country: fallback, text: value };
  return { country: parsed.country ?? fallback, text: parsed.formatNational() };
}

/**
 * A complete, valid number in any of its forms as E.164, or null: what the API stores and looks
 * phones up by.
 */
export function toE164(text: string, country: CountryCode = 'BD'): string | null {
  const parsed = parsePhoneNumberFromString(text.trim(), country);
  return parsed?.isValid() ? parsed.number : null;
}
