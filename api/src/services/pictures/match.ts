import {
  CATEGORY_PICTURES,
  EMOJI,
  ITEM_PICTURE_RULES,
  THEME_PICTURE_RULES,
  type EmojiName,
  type Picture,
} from '../../db/seed/pictures-data';

/** Lower-case ASCII words, single-spaced and padded with a space each side: " red apples ". */
export function words(text: string): string {
  const plain = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return ` ${plain} `;
}

/** A keyword as a test on `words(...)`: whole words, with an optional plural `s` or `es`. */
const keywordTest = (keyword: string): RegExp => new RegExp(` ${words(keyword).trim()}(?:s|es)? `);

interface CompiledRule<T> {
  keywords: { keyword: string; test: RegExp }[];
  value: T;
}

function compile<T>(rules: readonly (readonly [readonly string[], ...unknown[]])[], value: (rule: unknown[]) => T) {
  return rules.map(([keywords, ...rest]): CompiledRule<T> => ({
    keywords: keywords.map((keyword) => ({ keyword, test: keywordTest(keyword) })),
    value: value(rest),
  }));
}

const itemRules = compile(ITEM_PICTURE_RULES, (rest) => rest as unknown as Picture);
const themeRules = compile(THEME_PICTURE_RULES, (rest) => rest as EmojiName[]);

function firstMatch<T>(rules: CompiledRule<T>[], text: string): { keyword: string; value: T } | null {
  const padded = words(text);
  for (const rule of rules) {
    const hit = rule.keywords.find((k) => k.test.test(padded));
    if (hit) return { keyword: hit.keyword, value: rule.value };
  }
  return null;
}

/** The item rule a name matches, with the keyword that matched (null: only its category fits). */
export function matchItem(name: string): { keyword: string; picture: Picture } | null {
  const hit = firstMatch(itemRules, name);
  return hit ? { keyword: hit.keyword, picture: hit.value } : null;
}

/** The category's own picture (a category not in the table shows a shopping bag). */
export const categoryPicture = (category: string | undefined): Picture =>
  (category !== undefined ? CATEGORY_PICTURES[category] : undefined) ?? ['shoppingBags'];

/** What an item shows: the first rule its name matches, else its leaf category's picture. */
export const itemPicture = (name: string, category: string | undefined): Picture =>
  matchItem(name)?.picture ?? categoryPicture(category);

/** Illustrations for a title (banner, campaign, section), or null when no theme fits it. */
export const themePictures = (title: string): EmojiName[] | null => firstMatch(themeRules, title)?.value ?? null;

/** The package's file name (without `.webp`) of an illustration. */
export const emojiFile = (name: EmojiName): string => EMOJI[name];
