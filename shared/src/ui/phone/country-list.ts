import type { PhoneCountry } from '../../phone/phone-number';

/** The country list's width (spec: "Phone dropdown width 440 px (300 px on small screens)"). */
export const COUNTRY_LIST_WIDTH = 440;
export const COUNTRY_LIST_WIDTH_SMALL = 300;
/**
 * A viewport narrower than this is a small screen. The theme has no phone breakpoint; 600 px is
 * the step the kit's other phone layouts use, and every phone held upright is under it.
 */
export const SMALL_SCREEN_WIDTH = 600;
/** What the list keeps clear of the screen's edges, at each side. */
export const SCREEN_MARGIN = 16;
/** What the list keeps clear of its dialog's edge. */
export const DIALOG_MARGIN = 8;

/**
 * The country list's width in px: 440, or 300 on a small screen, never wider than the screen less
 * its margins nor than `room` (from the field's start to its dialog's or the screen's far edge, less
 * a margin), so it never sticks out of a 390 px phone or of a dialog. Where even that is narrower
 * than the field row (a dialog under 300 px), the list is as wide as the row.
 */
export function countryListWidth(viewportWidth: number, room = Infinity, fieldWidth = 0): number {
  const wanted = viewportWidth < SMALL_SCREEN_WIDTH ? COUNTRY_LIST_WIDTH_SMALL : COUNTRY_LIST_WIDTH;
  const fits = Math.min(viewportWidth - 2 * SCREEN_MARGIN, room);
  return Math.max(0, Math.floor(Math.min(wanted, Math.max(fits, fieldWidth))));
}

/** The room the list has beside `row` (its field), measured on the page: see countryListWidth. */
export function countryListRoom(row: HTMLElement): { viewportWidth: number; room: number; fieldWidth: number } {
  const viewportWidth = document.documentElement.clientWidth || window.innerWidth;
  const field = row.getBoundingClientRect();
  const dialog = row.closest('[role="dialog"]')?.getBoundingClientRect();
  // The list starts at the field's start edge: the left in a left-to-right page, the right in Arabic.
  const room =
    getComputedStyle(row).direction === 'rtl'
      ? field.right - Math.max(SCREEN_MARGIN, dialog ? dialog.left + DIALOG_MARGIN : 0)
      : Math.min(viewportWidth - SCREEN_MARGIN, dialog ? dialog.right - DIALOG_MARGIN : Infinity) - field.left;
  return { viewportWidth, room, fieldWidth: field.width };
}

/** Lower case without accents: 'Côte d’Ivoire' is found by 'cote'. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The countries a search finds: '+44', '44' or '+4' by dial code; otherwise by name (anywhere in
 * it, accents aside) or by ISO code ('bd'), names that start with the search first, then names with
 * a word that does, each group in the list's order.
 */
export function filterCountries(countries: readonly PhoneCountry[], query: string): PhoneCountry[] {
  const search = query.trim();
  if (!search) return [...countries];
  const digits = search.replace(/[\s()-]/g, '');
  if (/^\+?\d+$/.test(digits)) {
    const dialCode = `+${digits.replace(/^\+/, '')}`;
    return countries.filter((country) => country.dialCode.startsWith(dialCode));
  }
  const wanted = folded(search);
  const rank = (country: PhoneCountry) => {
    const name = folded(country.name);
    if (name.startsWith(wanted) || country.code.toLowerCase() === wanted) return 0;
    if (name.split(/[\s&’'(),.-]+/).some((word) => word.startsWith(wanted))) return 1;
    return name.includes(wanted) ? 2 : 3;
  };
  return countries
    .map((country) => ({ country, rank: rank(country) }))
    .filter((found) => found.rank < 3)
    .sort((a, b) => a.rank - b.rank)
    .map((found) => found.country);
}
