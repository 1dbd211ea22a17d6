/**
 * Generated placeholder images. Entities store an image file name such as `fresh-red-apples-12.svg`;
 * the API serves `/images/<folder>/<file>` as an SVG tile coloured from the name, with its initials.
 */

export const IMAGE_FOLDERS = {
  item: { width: 600, height: 600 },
  store: { width: 400, height: 400 },
  'store-cover': { width: 1200, height: 500 },
  category: { width: 400, height: 400 },
  brand: { width: 400, height: 400 },
  banner: { width: 1200, height: 500 },
  campaign: { width: 1200, height: 500 },
  module: { width: 300, height: 300 },
  business: { width: 600, height: 200 },
  landing: { width: 1200, height: 600 },
  customer: { width: 300, height: 300 },
  parcel: { width: 400, height: 400 },
  'delivery-man': { width: 300, height: 300 },
  advertisement: { width: 1200, height: 600 },
} as const;
export type ImageFolder = keyof typeof IMAGE_FOLDERS;

export const isImageFolder = (value: string): value is ImageFolder => Object.hasOwn(IMAGE_FOLDERS, value);

const FILE_PATTERN = /^[a-z0-9][a-z0-9-]{0,120}\.svg$/;

export const isImageFile = (file: string): boolean => FILE_PATTERN.test(file);

/** URL-safe lower-case slug. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}

export const imageFileName = (name: string, id?: number): string =>
  `${slugify(name) || 'image'}${id === undefined ? '' : `-${id}`}.svg`;

/** Absolute URL of an image (null when the entity has none). */
export function imageUrl(publicUrl: string, folder: ImageFolder, file: string | null | undefined): string | null {
  return file ? `${publicUrl}/images/${folder}/${file}` : null;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** The SVG for `/images/<folder>/<file>`. */
export function renderPlaceholderSvg(folder: ImageFolder, file: string): string {
  const { width, height } = IMAGE_FOLDERS[folder];
  const words = file
    .replace(/\.svg$/, '')
    .split('-')
    .filter((w) => w && !/^\d+$/.test(w) && w !== 'and');
  const initials = (
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : (words[0] ?? '?').slice(0, 2)
  ).toUpperCase();
  const caption = words.join(' ').slice(0, 40);
  const h = hash(file);
  const hue = h % 360;
  const hue2 = (hue + 40) % 360;
  const size = Math.round(Math.min(width, height) * 0.36);
  const captionSize = Math.max(12, Math.round(Math.min(width, height) * 0.06));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(caption)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},62%,58%)"/><stop offset="1" stop-color="hsl(${hue2},58%,42%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${size}" fill="rgba(255,255,255,0.92)">${escapeXml(initials)}</text>
<text x="50%" y="${height - captionSize}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${captionSize}" fill="rgba(255,255,255,0.85)">${escapeXml(caption)}</text>
</svg>`;
}
