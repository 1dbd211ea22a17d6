/** One-pixel images, each ending exactly where its format says. */

export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const GIF_1PX = Buffer.from('R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=', 'base64');

export const WEBP_1PX = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** A grey baseline JPEG: one quantisation table, one-code Huffman tables, a single scan. */
export const JPEG_1PX = Buffer.from([
  ...[0xff, 0xd8],
  ...[0xff, 0xdb, 0x00, 0x43, 0x00, ...Array<number>(64).fill(1)],
  ...[0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00],
  ...[0xff, 0xc4, 0x00, 0x14, 0x00, 0x01, ...Array<number>(15).fill(0), 0x00],
  ...[0xff, 0xc4, 0x00, 0x14, 0x10, 0x01, ...Array<number>(15).fill(0), 0x00],
  ...[0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00],
  0x3f,
  ...[0xff, 0xd9],
]);

/** Something a browser would run as a page if it sniffed the upload as HTML. */
export const HTML_PAYLOAD = Buffer.from('<html><body><script>alert(document.domain)</script></body></html>');
