/**
 * @jest-environment jsdom
 */
import { IMAGE_FOLDERS, type ImageFolder } from '../../lib/images';
import { emojiBase64, hueOf, renderPicture, type Recipe } from './render';
import { escapeXml, fitText, textWidth } from './text';

const RECIPES: Recipe[] = [
  { kind: 'tile', label: 'Red Apples', hue: 10, picture: ['apple'] },
  { kind: 'tile', label: 'Apple Juice', hue: 40, picture: ['juice', 'apple'], view: 2 },
  { kind: 'tile', label: 'Apple Juice', hue: 40, picture: ['juice', 'apple'], view: 3 },
  { kind: 'scene', label: 'Three', hue: 200, emojis: ['apple', 'carrot', 'milk'] },
  { kind: 'scene', label: 'Five', hue: 200, emojis: ['apple', 'carrot', 'milk', 'pill', 'package'] },
  { kind: 'scene', label: 'Row', hue: 300, emojis: ['apple', 'carrot', 'milk', 'pill'], layout: 'row' },
  {
    kind: 'banner',
    label: 'Order from Burger Barn',
    hue: 90,
    eyebrow: 'Food',
    title: 'Order from Burger Barn',
    subtitle: 'Beef Burgers · Chicken Burgers · Shakes',
    cta: 'Order now',
    emojis: ['burger', 'bubbleTea', 'iceCream'],
  },
  { kind: 'banner', label: 'Strip', hue: 30, title: 'Grocery week: extra savings', band: true, emojis: ['apple'] },
  { kind: 'banner', label: 'Video', hue: 30, title: 'Corner Grocer', play: true, emojis: ['cookie', 'chocolate'] },
  { kind: 'wordmark', label: 'Storefront', hue: 170, emoji: 'shoppingBags', text: 'Storefront' },
];

const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');

describe('renderPicture', () => {
  test.each(Object.keys(IMAGE_FOLDERS) as ImageFolder[])(
    'draws every kind at the %s folder’s size, as well-formed SVG',
    (folder) => {
      const { width, height } = IMAGE_FOLDERS[folder];
      for (const recipe of RECIPES) {
        const doc = parse(renderPicture(folder, recipe));
        expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
        const svg = doc.documentElement;
        expect(svg.getAttribute('width')).toBe(String(width));
        expect(svg.getAttribute('height')).toBe(String(height));
        expect(svg.getAttribute('viewBox')).toBe(`0 0 ${width} ${height}`);
        expect(svg.getAttribute('aria-label')).toBe(recipe.label);
        const images = [...svg.getElementsByTagName('image')];
        expect(images.length).toBeGreaterThan(0);
        for (const image of images) expect(image.getAttribute('href')).toMatch(/^data:image\/webp;base64,UklGR/);
      }
    },
  );

  test('draws an item square at 600 × 600 and a banner at 1200 × 500', () => {
    const size = (folder: ImageFolder) => {
      const svg = parse(renderPicture(folder, RECIPES[0] as Recipe)).documentElement;
      return [svg.getAttribute('width'), svg.getAttribute('height')];
    };
    expect(size('item')).toEqual(['600', '600']);
    expect(size('banner')).toEqual(['1200', '500']);
  });

  test('embeds the named illustrations and nothing from elsewhere', () => {
    const svg = renderPicture('item', { kind: 'tile', label: 'Juice', hue: 1, picture: ['juice', 'apple'] });
    expect(svg).toContain(emojiBase64('juice'));
    expect(svg).toContain(emojiBase64('apple'));
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(svg).not.toMatch(/<style|<script|@import|url\((?!#)/);
  });

  test('text is escaped and shown as written', () => {
    const title = `Tom & Jerry's <script>alert("x")</script>\u0007`;
    const svg = renderPicture('banner', {
      kind: 'banner',
      label: title,
      hue: 1,
      eyebrow: '<b>',
      title,
      subtitle: 'a "quoted" & <tagged> line',
      cta: '<Go>',
      emojis: ['gift'],
    });
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<b>');
    const doc = parse(svg);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
    const text = [...doc.getElementsByTagName('text')].map((t) => t.textContent).join(' ');
    expect(text).toContain('Tom & Jerry');
    expect(text).toContain('a "quoted" & <tagged> line');
    expect(doc.documentElement.getAttribute('aria-label')).toBe(title.slice(0, -1));
  });

  test('the same recipe draws the same bytes', () => {
    const recipe = RECIPES[6] as Recipe;
    expect(renderPicture('banner', recipe)).toBe(renderPicture('banner', recipe));
  });

  test('uses only system fonts', () => {
    const svg = renderPicture('banner', RECIPES[6] as Recipe);
    const fonts = new Set([...svg.matchAll(/font-family="([^"]*)"/g)].map((m) => m[1]));
    expect([...fonts]).toEqual(["system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"]);
  });
});

describe('text layout', () => {
  test('wraps a long title into the lines given, each within the width', () => {
    const { size, lines } = fitText('Chocolate Brownie Sundae', [68, 60, 52], 528, 2);
    expect(lines.length).toBeLessThanOrEqual(2);
    for (const line of lines) expect(textWidth(line, size)).toBeLessThanOrEqual(528);
    expect(lines).toEqual(['Chocolate', 'Brownie Sundae']);
    expect(size).toBe(52);
  });

  test('cuts what cannot fit at the smallest size, with an ellipsis', () => {
    const { lines } = fitText('word '.repeat(60), [40], 300, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
    for (const line of lines) expect(textWidth(line, 40)).toBeLessThanOrEqual(300);
  });

  test('no-break spaces keep a name on one line', () => {
    const { lines } = fitText('Beef\u00a0Burgers · Chicken\u00a0Burgers', [30], 300, 2);
    expect(lines).toEqual(['Beef\u00a0Burgers ·', 'Chicken\u00a0Burgers']);
  });

  test('escapeXml and hueOf', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    expect(hueOf('Burger Barn')).toBe(hueOf('Burger Barn'));
    for (const name of ['', 'a', 'Burger Barn', 'Lumière']) {
      expect(hueOf(name)).toBeGreaterThanOrEqual(0);
      expect(hueOf(name)).toBeLessThan(360);
    }
  });
});
