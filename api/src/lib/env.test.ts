import { parseLanguages, readEnv } from './env';

it('reads the offered languages from LANGUAGES', () => {
  expect(parseLanguages('en:English, ar:Arabic')).toEqual([
    { key: 'en', value: 'English' },
    { key: 'ar', value: 'Arabic' },
  ]);
  expect(parseLanguages('')).toBeNull();
  expect(parseLanguages('broken,:x')).toBeNull();
  expect(readEnv({ LANGUAGES: 'en:English,ar:Arabic' }).languages).toHaveLength(2);
  expect(readEnv({}).languages).toBeNull();
});
