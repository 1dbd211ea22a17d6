import { readFile } from 'node:fs/promises';
import { currencyFontModule, GENERATED_FILE } from './currency-font.mjs';

test('the embedded currency font is what the generator builds from Noto Sans Bengali today', async () => {
  expect(await readFile(GENERATED_FILE, 'utf8')).toBe(await currencyFontModule());
});
