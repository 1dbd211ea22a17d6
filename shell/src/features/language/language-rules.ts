/** Languages written right to left (spec: the direction rule). */
export const RTL_LANGUAGE_CODES = ['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'ur', 'yl'];

export const directionOf = (languageCode: string): 'rtl' | 'ltr' =>
  RTL_LANGUAGE_CODES.includes(languageCode.toLowerCase()) ? 'rtl' : 'ltr';

export const LANGUAGE_CONFIRM_TITLE = 'Are you sure to change the language?';
export const LANGUAGE_CONFIRM_TEXT = 'The browser will refresh to get translated content.';
export const LANGUAGE_CHANGED = 'Language has been changed';

export interface LanguageOption {
  languageName: string;
  languageCode: string;
  countryCode: string;
}

export const ENGLISH: LanguageOption = { languageName: 'English', languageCode: 'en', countryCode: 'US' };

/** The configured languages ({ key: code, value: name }); English alone when none are configured. */
export function languageOptions(configured: { key: string; value: string }[] | undefined): LanguageOption[] {
  if (!configured?.length) return [ENGLISH];
  return configured.map((entry) => ({
    languageName: entry.value,
    languageCode: entry.key,
    countryCode: entry.key === 'en' ? 'US' : entry.key.toUpperCase(),
  }));
}
