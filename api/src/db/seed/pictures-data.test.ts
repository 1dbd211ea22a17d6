import fs from 'node:fs';
import path from 'node:path';
import { emojiAssetsDir } from '../../services/pictures/render';
import { categoryPicture, emojiFile, itemPicture, matchItem, themePictures } from '../../services/pictures/match';
import { ADJECTIVES, BRANDS, CATEGORY_TREES, ITEM_TEMPLATES, MODULES, STORES } from './catalogue-data';
import { MARKUP_ITEM } from './markup-item';
import {
  BRAND_PICTURES,
  CATEGORY_PICTURES,
  CUSTOMER_FACES,
  DELIVERY_MAN_FACES,
  EMOJI,
  ITEM_PICTURE_RULES,
  MODULE_PICTURES,
  PARCEL_PICTURES,
  STORE_PICTURES,
  THEME_PICTURE_RULES,
  type EmojiName,
} from './pictures-data';

/** Every item name the seed can produce: each template, with each adjective a later round adds, and the markup item. */
function seededItemNames(): { name: string; leaf: string }[] {
  const names: { name: string; leaf: string }[] = [];
  for (const [leaf, templates] of Object.entries(ITEM_TEMPLATES)) {
    for (const template of templates) {
      const [name = ''] = template.split('|');
      names.push({ name, leaf });
      for (const adjective of ADJECTIVES) names.push({ name: `${adjective} ${name}`, leaf });
    }
  }
  names.push({ name: MARKUP_ITEM.name, leaf: 'Snacks' });
  return names;
}

describe('the picture tables', () => {
  test('every seeded item name matches a keyword of its own (none falls back to its category)', () => {
    const unmatched = seededItemNames().filter(({ name }) => matchItem(name) === null);
    expect(unmatched).toEqual([]);
  });

  test('an adjective the seed puts in front of a name does not change its picture', () => {
    const changed = seededItemNames().filter(({ name }) => {
      const base = ADJECTIVES.reduce((n, adjective) => n.replace(new RegExp(`^${adjective} `), ''), name);
      return JSON.stringify(matchItem(name)?.picture) !== JSON.stringify(matchItem(base)?.picture);
    });
    expect(changed).toEqual([]);
  });

  test('names show what they name', () => {
    const shows = (name: string, leaf?: string) => itemPicture(name, leaf);
    expect(shows('Red Apples')[0]).toBe('apple');
    expect(shows('Fresh Red Apples')[0]).toBe('apple');
    expect(shows('Pineapple')[0]).toBe('pineapple');
    expect(shows('Apple Juice')).toEqual(['juice', 'apple']);
    expect(shows('Beef Nihari with Naan')[0]).toBe('curryRice');
    expect(shows('Paracetamol 500mg (10 tabs)')[0]).toBe('pill');
    expect(shows('Paracetamol 500 mg')[0]).toBe('pill');
    expect(shows('Running Sneakers')[0]).toBe('runningShoe');
    expect(shows('Tablet 10" 64GB')[0]).toBe('phone');
    expect(shows('Milk Chocolate Bar')[0]).toBe('chocolate');
    expect(shows('Chocolate Milk')[0]).toBe('milk');
    expect(shows('Double Cheese Burger')[0]).toBe('burger');
    expect(shows('Four Cheese Pizza')[0]).toBe('pizza');
    expect(shows('Cheddar Cheese')[0]).toBe('cheese');
    expect(shows('Mutton Kacchi Biryani')[0]).toBe('panOfFood');
    expect(shows('Kids Multivitamin Syrup')).toEqual(['lotion', 'spoon']);
    expect(shows('Mango Lassi')).toEqual(['milk', 'mango']);
    // No pomegranate in Unicode: a red apple with a red drop, never the peach it once showed.
    expect(shows('Pomegranate', 'Fresh Fruits')).toEqual(['apple', 'bloodDrop']);
    expect(shows('Pomegranate')).not.toEqual(shows('Red Apples'));
    // A nasal spray shows the nose it is for, not a lotion bottle.
    expect(shows('Xylomet Nasal Spray 0.1% · 10 ml', 'Cold & Flu')).toEqual(['nose', 'dash']);
    expect(shows('Saline Nasal Drops 0.9% · 15 ml', 'Cold & Flu')).toEqual(['nose', 'droplet']);
    expect(shows('Napa Paracetamol 500 mg · 10 tablets', 'Pain Relief')).toEqual(['pill']);
    expect(shows('Clofenac Diclofenac Gel 1% · 30 g', 'Pain Relief')).toEqual(['lotion']);
    // A name no rule knows shows its category.
    expect(matchItem('Mystery Box')).toBeNull();
    expect(shows('Mystery Box', 'Fresh Fruits')).toEqual(CATEGORY_PICTURES['Fresh Fruits']);
    expect(shows('Mystery Box', 'Unknown')).toEqual(['shoppingBags']);
  });

  test('every category, store, brand and module has its own picture', () => {
    const categories = Object.values(CATEGORY_TREES).flatMap((tree) =>
      Object.entries(tree).flatMap(([parent, children]) => [parent, ...children]),
    );
    expect(categories.filter((c) => !CATEGORY_PICTURES[c])).toEqual([]);
    expect(Object.keys(ITEM_TEMPLATES).filter((leaf) => !CATEGORY_PICTURES[leaf])).toEqual([]);
    expect(STORES.filter((s) => !STORE_PICTURES[s.name]).map((s) => s.name)).toEqual([]);
    expect(BRANDS.filter((b) => !BRAND_PICTURES[b.name]).map((b) => b.name)).toEqual([]);
    expect(MODULES.filter((m) => !MODULE_PICTURES[m.type]).map((m) => m.type)).toEqual([]);
    expect(categoryPicture('Pizza')).toEqual(['pizza']);
  });

  test('every illustration the tables name is a webp of the installed package', () => {
    const named = new Set<string>();
    const add = (list: readonly (EmojiName | undefined)[]) => list.forEach((n) => n && named.add(n));
    ITEM_PICTURE_RULES.forEach(([, ...picture]) => add(picture));
    THEME_PICTURE_RULES.forEach(([, ...emojis]) => add(emojis));
    [CATEGORY_PICTURES, STORE_PICTURES, BRAND_PICTURES, PARCEL_PICTURES].forEach((table) =>
      Object.values(table).forEach(add),
    );
    Object.values(MODULE_PICTURES).forEach((m) => add([m.icon, ...m.scene]));
    add([...DELIVERY_MAN_FACES, ...CUSTOMER_FACES]);
    // Every name is in EMOJI, and every code in EMOJI is a file.
    expect([...named].filter((n) => !Object.hasOwn(EMOJI, n))).toEqual([]);
    const dir = emojiAssetsDir();
    const missing = Object.keys(EMOJI).filter(
      (n) => !fs.existsSync(path.join(dir, `${emojiFile(n as EmojiName)}.webp`)),
    );
    expect(missing).toEqual([]);
    const webp = fs.readFileSync(path.join(dir, `${EMOJI.apple}.webp`));
    expect(webp.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  test('keywords are lower-case words, and each appears once', () => {
    const keywords = [...ITEM_PICTURE_RULES, ...THEME_PICTURE_RULES].flatMap(([k]) => k);
    expect(keywords.filter((k) => !/^[a-z0-9]+( [a-z0-9]+)*$/.test(k))).toEqual([]);
    expect(keywords.filter((k, i) => keywords.indexOf(k) !== i)).toEqual([]);
  });

  test('titles find their theme', () => {
    expect(themePictures('Grocery Festival')?.[0]).toBe('partyPopper');
    expect(themePictures('Secure payment')).toEqual(['creditCard', 'lock']);
    expect(themePictures('Something else')).toBeNull();
  });
});
