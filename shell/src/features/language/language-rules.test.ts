import { ENGLISH, directionOf, languageOptions } from './language-rules';

it('writes the spec’s languages right to left and every other left to right', () => {
  for (const code of ['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'ur', 'yl'])
    expect(directionOf(code)).toBe('rtl');
  for (const code of ['en', 'bn', 'es', 'hi']) expect(directionOf(code)).toBe('ltr');
});

it('lists English alone when the configuration has no languages', () => {
  expect(languageOptions(undefined)).toEqual([ENGLISH]);
  expect(languageOptions([])).toEqual([ENGLISH]);
  expect(languageOptions([{ key: 'ar', value: 'Arabic' }])[0]).toMatchObject({
    languageCode: 'ar',
    languageName: 'Arabic',
  });
});
