import fs from 'node:fs';
import path from 'node:path';
import { EMOJI, type EmojiName, type Picture } from '../../db/seed/pictures-data';
import { IMAGE_FOLDERS, type ImageFolder } from '../../lib/images';
import { FONT_STACK, escapeXml, fitText, textLines, textWidth, xmlSafe } from './text';

/**
 * Draws the seeded pictures as SVG that embeds Fluent Emoji 3D illustrations (webp, base64) as
 * `<image>` elements: no image library, no fetch (a picture shown through `<img>` loads nothing).
 * Every picture has its folder's width, height and viewBox, so pages reserve the right box.
 */

/** How a picture is drawn. `hue` (0-359) gives its colours; `label` is its accessible name. */
export type Recipe =
  /** One illustration (and its accent) centred on a soft tile; views 2 and 3 are the gallery's other shots. */
  | { kind: 'tile'; label: string; hue: number; picture: Picture; view?: 1 | 2 | 3 }
  /** Illustrations only: clustered round the centre, or in a row across the middle (store covers). */
  | { kind: 'scene'; label: string; hue: number; emojis: readonly EmojiName[]; layout?: 'cluster' | 'row' }
  /**
   * Text on the left of a coloured ground and illustrations on the right. `band` keeps everything in
   * the middle fifth of the height, for pages that show the picture cropped to a 5:1 strip.
   */
  | {
      kind: 'banner';
      label: string;
      hue: number;
      title: string;
      eyebrow?: string;
      subtitle?: string;
      cta?: string;
      emojis: readonly EmojiName[];
      band?: boolean;
      play?: boolean;
    }
  /** An illustration beside a name, on a transparent ground (logos, payment methods). */
  | { kind: 'wordmark'; label: string; hue: number; emoji: EmojiName; text: string };

let assets: string | undefined;

/** The package's folder of webp files. */
export function emojiAssetsDir(): string {
  assets ??= path.join(path.dirname(require.resolve('@lobehub/fluent-emoji-3d/package.json')), 'assets');
  return assets;
}

const base64Cache = new Map<string, Buffer>();

/** The illustration's webp as base64 (ASCII bytes), read and encoded once per process. */
function emojiBase64Bytes(name: EmojiName): Buffer {
  const file = EMOJI[name];
  let data = base64Cache.get(file);
  if (data === undefined) {
    data = Buffer.from(fs.readFileSync(path.join(emojiAssetsDir(), `${file}.webp`)).toString('base64'), 'latin1');
    base64Cache.set(file, data);
  }
  return data;
}

/** The illustration's webp as base64. */
export const emojiBase64 = (name: EmojiName): string => emojiBase64Bytes(name).toString('latin1');

/**
 * Where an illustration's base64 goes in the drawn text: NUL, which no text can carry (xmlSafe
 * removes it), around its name. The bytes are put in when the picture is assembled, so that the
 * large base64 strings are never copied into one string per picture.
 */
const SLOT = '\u0000';

/** A hue from a text (FNV-1a): the same name has the same colours everywhere. */
export function hueOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0) % 360;
}

const r = Math.round;
const hsl = (hue: number, s: number, l: number) => `hsl(${(((r(hue) % 360) + 360) % 360).toString()},${s}%,${l}%)`;

function image(name: EmojiName, cx: number, cy: number, size: number, transform?: string): string {
  const t = transform ? ` transform="${transform}"` : '';
  return `<image href="data:image/webp;base64,${SLOT}${name}${SLOT}" x="${r(cx - size / 2)}" y="${r(cy - size / 2)}" width="${r(size)}" height="${r(size)}"${t}/>`;
}

/** A soft contact shadow under an illustration of `size` centred at (cx, cy). */
const shadow = (cx: number, cy: number, size: number) =>
  `<ellipse cx="${r(cx)}" cy="${r(cy + size * 0.43)}" rx="${r(size * 0.34)}" ry="${r(size * 0.06)}" fill="url(#shade)"/>`;

const defs = (from: string, to: string) =>
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
  `<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity="0.85"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
  `<radialGradient id="shade"><stop offset="0" stop-color="#000" stop-opacity="0.2"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>`;

const ground = (w: number, h: number) => `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;

function tile(w: number, h: number, recipe: Extract<Recipe, { kind: 'tile' }>): string {
  const s = Math.min(w, h);
  const view = recipe.view ?? 1;
  const hue = recipe.hue + (view === 2 ? 28 : view === 3 ? -28 : 0);
  const [main, accent] = recipe.picture;
  const cx = w / 2;
  const cy = h / 2 - s * 0.02;
  let out = defs(hsl(hue, 75, 96), hsl(hue + 24, 62, 86)) + ground(w, h);
  out += `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(s * 0.44)}" fill="url(#glow)"/>`;
  if (view === 2) {
    // A close-up: the illustration fills the frame.
    return out + shadow(cx, cy + s * 0.06, s * 0.86) + image(main, cx, cy + s * 0.06, s * 0.86);
  }
  const size = s * (accent ? 0.6 : 0.64);
  out += shadow(cx, cy, size);
  out += image(main, cx, cy, size, view === 3 ? `translate(${r(2 * cx)} 0) scale(-1 1)` : undefined);
  if (accent) {
    const ax = cx + (view === 3 ? -1 : 1) * s * 0.25;
    const ay = cy + s * 0.2;
    out += `<circle cx="${r(ax)}" cy="${r(ay)}" r="${r(s * 0.165)}" fill="#fff" fill-opacity="0.92" stroke="${hsl(hue, 45, 80)}" stroke-width="${r(s * 0.008) || 1}"/>`;
    out += image(accent, ax, ay, s * 0.25);
  }
  return out;
}

interface Placed {
  name: EmojiName;
  cx: number;
  cy: number;
  size: number;
  rotate?: number;
}

/** How wide a cluster of n illustrations is, in sizes of its first one (see cluster below). */
const CLUSTER_WIDTH = [1, 1, 1.5, 1.92, 2.46];

/** A cluster round (cx, cy): the first illustration in front and largest, the others around it. */
function cluster(names: readonly EmojiName[], cx: number, cy: number, m: number): Placed[] {
  const [first, second, third, fourth, fifth] = names;
  if (!first) return [];
  if (!second) return [{ name: first, cx, cy, size: m }];
  if (!third) {
    return [
      { name: second, cx: cx + m * 0.36, cy: cy - m * 0.08, size: m * 0.78 },
      { name: first, cx: cx - m * 0.3, cy: cy + m * 0.06, size: m * 0.86 },
    ];
  }
  const around: [EmojiName | undefined, number, number][] = fourth
    ? [
        [second, -0.95, -0.42],
        [third, 0.95, -0.4],
        [fourth, -0.88, 0.5],
        [fifth, 0.92, 0.46],
      ]
    : [
        [second, -0.66, 0.14],
        [third, 0.66, -0.1],
      ];
  const side = fourth ? 0.56 : 0.6;
  const placed: Placed[] = around.flatMap(([name, dx, dy]) =>
    name ? [{ name, cx: cx + dx * m, cy: cy + dy * m, size: m * side }] : [],
  );
  return [...placed, { name: first, cx, cy, size: m }];
}

/** A row across the middle band, gently alternating up and down. */
function row(names: readonly EmojiName[], w: number, h: number): Placed[] {
  const n = Math.max(1, names.length);
  const slot = (w * 0.86) / n;
  const size = Math.min(slot * 0.84, h * 0.4);
  return names.map((name, i) => ({
    name,
    cx: w * 0.07 + slot * (i + 0.5),
    cy: h / 2 + (i % 2 === 0 ? -1 : 1) * h * 0.03,
    size,
    rotate: (i % 2 === 0 ? -1 : 1) * 5,
  }));
}

const draw = (placed: Placed[]) =>
  placed
    .map(
      (p) =>
        shadow(p.cx, p.cy, p.size) +
        image(p.name, p.cx, p.cy, p.size, p.rotate ? `rotate(${p.rotate} ${r(p.cx)} ${r(p.cy)})` : undefined),
    )
    .join('');

function scene(w: number, h: number, recipe: Extract<Recipe, { kind: 'scene' }>): string {
  const { hue } = recipe;
  if (recipe.layout === 'row') {
    let out = defs(hsl(hue, 70, 88), hsl(hue + 32, 66, 76)) + ground(w, h);
    out += `<circle cx="${r(w * 0.12)}" cy="${r(h * 0.1)}" r="${r(h * 0.42)}" fill="#fff" fill-opacity="0.22"/>`;
    out += `<circle cx="${r(w * 0.9)}" cy="${r(h * 0.95)}" r="${r(h * 0.5)}" fill="#fff" fill-opacity="0.18"/>`;
    out += `<circle cx="${r(w * 0.62)}" cy="${r(h * 0.14)}" r="${r(h * 0.12)}" fill="#fff" fill-opacity="0.2"/>`;
    return out + draw(row(recipe.emojis, w, h));
  }
  const n = recipe.emojis.length;
  const m = Math.min(h * (n > 3 ? 0.5 : 0.6), (w * 0.9) / (CLUSTER_WIDTH[Math.min(n, 4)] ?? 2.46));
  let out = defs(hsl(hue, 75, 95), hsl(hue + 30, 64, 84)) + ground(w, h);
  out += `<circle cx="${r(w / 2)}" cy="${r(h / 2)}" r="${r(Math.min(w, h) * 0.46)}" fill="url(#glow)"/>`;
  return out + draw(cluster(recipe.emojis, w / 2, h / 2, m));
}

/** Banner grounds for names whose own hue is a yellow or an olive. */
const CLEAR_HUES = [4, 18, 150, 168, 188, 222, 245, 285, 310, 335];

function banner(w: number, h: number, recipe: Extract<Recipe, { kind: 'banner' }>): string {
  const { band = false } = recipe;
  // Yellows and olives turn muddy as a dark ground: those names get a clear hue instead, and warm
  // grounds darken towards red rather than towards olive.
  const given = ((r(recipe.hue) % 360) + 360) % 360;
  const hue = given >= 35 && given < 100 ? (CLEAR_HUES[given % CLEAR_HUES.length] ?? 205) : given;
  const end = hue <= 60 || hue >= 340 ? hue - 25 : hue + 30;
  let out =
    defs(hsl(hue, 64, 46), hsl(end, 70, 32)) +
    ground(w, h) +
    `<circle cx="${r(w * 0.76)}" cy="${r(h * 0.5)}" r="${r(h * (band ? 0.3 : 0.42))}" fill="#fff" fill-opacity="0.14"/>` +
    `<circle cx="${r(w * 0.02)}" cy="${r(h * 1.02)}" r="${r(h * 0.45)}" fill="#fff" fill-opacity="0.07"/>` +
    `<circle cx="${r(w * 0.55)}" cy="${r(h * -0.05)}" r="${r(h * 0.2)}" fill="#fff" fill-opacity="0.08"/>` +
    `<circle cx="${r(w * 0.76)}" cy="${r(h * 0.5)}" r="${r(h * (band ? 0.26 : 0.36))}" fill="url(#glow)" fill-opacity="0.35"/>`;

  // The text block, centred vertically in the band the page shows.
  const x = r(w * 0.1);
  const maxWidth = w * (band ? 0.5 : 0.44);
  const font = `font-family="${FONT_STACK}"`;
  const eyebrow = !band && recipe.eyebrow ? recipe.eyebrow.toUpperCase() : '';
  const title = fitText(recipe.title, band ? [54, 48, 42, 36] : [68, 60, 52, 46, 40], maxWidth, 2);
  const subtitle = recipe.subtitle
    ? fitText(recipe.subtitle, band ? [26, 24] : [30, 28, 26], maxWidth, band ? 1 : 2)
    : null;
  const cta = !band && recipe.cta ? recipe.cta : '';
  const titleLine = title.size * 1.12;
  const subLine = (subtitle?.size ?? 0) * 1.3;
  const height =
    (eyebrow ? 40 : 0) +
    title.lines.length * titleLine +
    (subtitle ? 14 + subtitle.lines.length * subLine : 0) +
    (cta ? 30 + 58 : 0);
  let y = h / 2 - height / 2;
  if (eyebrow) {
    out += textLines(
      [eyebrow],
      x,
      y + 22,
      0,
      `${font} font-size="22" font-weight="700" letter-spacing="3" fill="#fff" fill-opacity="0.85"`,
    );
    y += 40;
  }
  out += textLines(
    title.lines,
    x,
    y + title.size * 0.9,
    titleLine,
    `${font} font-size="${title.size}" font-weight="800" fill="#fff"`,
  );
  y += title.lines.length * titleLine;
  if (subtitle) {
    y += 14;
    out += textLines(
      subtitle.lines,
      x,
      y + subtitle.size * 0.95,
      subLine,
      `${font} font-size="${subtitle.size}" font-weight="500" fill="#fff" fill-opacity="0.92"`,
    );
    y += subtitle.lines.length * subLine;
  }
  if (cta) {
    y += 30;
    const text = xmlSafe(cta);
    const pill = r(textWidth(text, 24) + 60);
    out += `<rect x="${x}" y="${r(y)}" width="${pill}" height="58" rx="29" fill="#fff"/>`;
    out += `<text x="${x + pill / 2}" y="${r(y + 37)}" text-anchor="middle" ${font} font-size="24" font-weight="700" fill="${hsl(hue, 70, 30)}">${escapeXml(text)}</text>`;
  }

  // The illustrations on the right.
  const m = h * (band ? 0.4 : 0.5);
  out += draw(cluster(recipe.emojis.slice(0, 3), w * 0.76, h * 0.5, m));
  if (recipe.play) {
    const px = w * 0.6;
    const py = h * 0.76;
    out += `<circle cx="${r(px)}" cy="${r(py)}" r="42" fill="#fff" fill-opacity="0.92"/>`;
    out += `<path d="M${r(px - 13)} ${r(py - 20)}L${r(px + 21)} ${r(py)}L${r(px - 13)} ${r(py + 20)}Z" fill="${hsl(hue, 70, 35)}"/>`;
  }
  return out;
}

function wordmark(w: number, h: number, recipe: Extract<Recipe, { kind: 'wordmark' }>): string {
  const size = h * 0.64;
  const left = h * 0.1 + size + h * 0.06;
  const text = xmlSafe(recipe.text);
  const fontSize = r(Math.min(h * 0.44, (w - left - h * 0.04) / (textWidth(text, 1) || 1)));
  // A mid-dark ink: readable on the light and on the dark header alike.
  const ink = hsl(recipe.hue, 85, 34);
  return (
    image(recipe.emoji, h * 0.1 + size / 2, h / 2, size) +
    `<text x="${r(left)}" y="${r(h / 2 + fontSize * 0.36)}" font-family="${FONT_STACK}" font-size="${fontSize}" font-weight="800" fill="${ink}">${escapeXml(text)}</text>`
  );
}

/** The illustrations' licence notice (see db/seed/LICENSE-fluent-emoji.txt), in every picture. */
const CREDIT = '<!-- Illustrations: Fluent Emoji, Copyright (c) Microsoft Corporation, MIT License -->';

/** The SVG of a picture in `folder`, at that folder's size, as UTF-8 bytes. */
export function renderPictureBytes(folder: ImageFolder, recipe: Recipe): Buffer {
  return Buffer.concat(
    draft(folder, recipe)
      .split(SLOT)
      .map((part, i) => (i % 2 === 1 ? emojiBase64Bytes(part as EmojiName) : Buffer.from(part, 'utf8'))),
  );
}

/** The SVG of a picture in `folder`, at that folder's size. */
export const renderPicture = (folder: ImageFolder, recipe: Recipe): string =>
  renderPictureBytes(folder, recipe).toString('utf8');

/** The picture's SVG with a slot for each illustration's base64. */
function draft(folder: ImageFolder, recipe: Recipe): string {
  const { width: w, height: h } = IMAGE_FOLDERS[folder];
  const body =
    recipe.kind === 'tile'
      ? tile(w, h, recipe)
      : recipe.kind === 'scene'
        ? scene(w, h, recipe)
        : recipe.kind === 'banner'
          ? banner(w, h, recipe)
          : wordmark(w, h, recipe);
  const label = escapeXml(xmlSafe(recipe.label));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">${CREDIT}${body}</svg>`;
}
