import { PICTURE_SIZES } from '@storefront/shared/picture-sizes';

/**
 * Catalogue pictures. Entities store an image file name such as `red-apples-12.svg`; the API serves
 * `/images/<folder>/<file>` from the `pictures` table, which the seed fills with illustrated SVGs
 * drawn at each folder's size (see db/seed/pictures.ts), as a webp drawn from that SVG on first
 * request (services/pictures/raster.ts). The name keeps its `.svg`: it names the stored source.
 */

/** Each folder's picture size (one table with the pages'): every picture in it has this width, height and viewBox. */
export const IMAGE_FOLDERS = PICTURE_SIZES;
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
