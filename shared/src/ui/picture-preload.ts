import type { PictureSize } from './picture-sizes';

/** A catalogue picture of the API (/images/<folder>/<file>, no query): one it draws at several widths. */
const API_PICTURE = /\/images\/[a-z-]+\/[^/?#]+$/;

/** The srcset of a picture the API draws at `widths` (narrowest first; the last is the plain address). */
export function rasterSrcSet(src: string, widths: readonly number[]): string | undefined {
  if (widths.length < 2 || !API_PICTURE.test(src)) return undefined;
  return widths
    .map((width, index) => `${index === widths.length - 1 ? src : `${src}?w=${width}`} ${width}w`)
    .join(', ');
}

/**
 * Fetches a picture ahead of its <img>, at high priority and at the width the <img> will pick (the same
 * srcset and sizes; without sizes, the plain address, as a Picture without them shows): for the
 * page's largest picture, known before the page has rendered it.
 */
export function preloadPicture(src: string, size: PictureSize, sizes?: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = src;
  const srcSet = sizes ? rasterSrcSet(src, size.rasterWidths ?? []) : undefined;
  if (srcSet && sizes) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', sizes);
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
