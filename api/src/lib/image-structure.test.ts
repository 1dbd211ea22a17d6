import { GIF_1PX, HTML_PAYLOAD, JPEG_1PX, PNG_1PX, WEBP_1PX } from '../test/image-fixtures';
import { declaredSizes, imageStructure, isTooLarge, type ImageKind } from './image-structure';

const IMAGES: [ImageKind, Buffer][] = [
  ['png', PNG_1PX],
  ['jpg', JPEG_1PX],
  ['gif', GIF_1PX],
  ['webp', WEBP_1PX],
];

test.each(IMAGES)('a whole %s passes; with anything appended it is trailing; cut short it is broken', (kind, image) => {
  expect(imageStructure(kind, image)).toBe('whole');
  expect(imageStructure(kind, Buffer.concat([image, HTML_PAYLOAD]))).toBe('trailing');
  expect(imageStructure(kind, Buffer.concat([image, Buffer.from([0])]))).toBe('trailing');
  expect(imageStructure(kind, image.subarray(0, image.length - 2))).toBe('broken');
});

test('a JPEG must end at its own EOI, not at an FFD9 put after a payload', () => {
  const disguised = Buffer.concat([JPEG_1PX, HTML_PAYLOAD, Buffer.from([0xff, 0xd9])]);
  expect(imageStructure('jpg', disguised)).toBe('trailing');
});

test('a JPEG’s scan data may hold stuffed FF00 bytes and restart markers; a thumbnail inside APP1 is skipped', () => {
  const scan = Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]);
  const sos = JPEG_1PX.indexOf(Buffer.from([0xff, 0xda]));
  const withScan = Buffer.concat([JPEG_1PX.subarray(0, sos + 10), scan, Buffer.from([0xff, 0xd9])]);
  expect(imageStructure('jpg', withScan)).toBe('whole');
  const thumbnail = Buffer.concat([Buffer.from('Exif\0\0'), JPEG_1PX]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0, thumbnail.length + 2]), thumbnail]);
  const withExif = Buffer.concat([JPEG_1PX.subarray(0, 2), app1, JPEG_1PX.subarray(2)]);
  expect(imageStructure('jpg', withExif)).toBe('whole');
});

test('the further pictures a phone appends to a JPEG (HDR gain map, depth) are whole JPEGs too', () => {
  expect(imageStructure('jpg', Buffer.concat([JPEG_1PX, JPEG_1PX]))).toBe('whole');
  expect(imageStructure('jpg', Buffer.concat([JPEG_1PX, JPEG_1PX, HTML_PAYLOAD]))).toBe('trailing');
  expect(imageStructure('jpg', Buffer.concat([JPEG_1PX, JPEG_1PX.subarray(0, 30)]))).toBe('trailing');
});

test('a WebP whose RIFF size promises more than the file holds is broken', () => {
  const short = Buffer.from(WEBP_1PX);
  short.writeUInt32LE(WEBP_1PX.length, 4);
  expect(imageStructure('webp', short)).toBe('broken');
});

describe('the sizes an image declares', () => {
  test.each(IMAGES)('a one-pixel %s declares 1×1 and is within the bounds', (kind, image) => {
    const sizes = declaredSizes(kind, image);
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect(size).toEqual({ width: 1, height: 1 });
    expect(sizes.some(isTooLarge)).toBe(false);
  });

  /** The 1×1 fixture, declaring another size. */
  function declaring(kind: ImageKind, width: number, height: number): Buffer {
    const b = Buffer.from(IMAGES.find(([k]) => k === kind)![1]);
    if (kind === 'png') {
      b.writeUInt32BE(width, 16);
      b.writeUInt32BE(height, 20);
    } else if (kind === 'gif') {
      b.writeUInt16LE(width, 6);
      b.writeUInt16LE(height, 8);
    } else if (kind === 'jpg') {
      const sof = b.indexOf(Buffer.from([0xff, 0xc0]));
      b.writeUInt16BE(height, sof + 5);
      b.writeUInt16BE(width, sof + 7);
    } else {
      b.writeUInt32LE(((height - 1) << 14) | (width - 1), 21);
    }
    return b;
  }

  test('a PNG of a few bytes declaring 30000×30000 pixels is too large, whole as it is', () => {
    const png = declaring('png', 30_000, 30_000);
    expect(png.length).toBeLessThan(100);
    expect(declaredSizes('png', png)).toEqual([{ width: 30_000, height: 30_000 }]);
    expect(declaredSizes('png', png).some(isTooLarge)).toBe(true);
  });

  test('past 40 megapixels, or past 16384 pixels a side, in every format', () => {
    const cases: [ImageKind, number, number, boolean][] = [
      ['png', 8000, 5000, false],
      ['png', 8000, 5001, true],
      ['png', 20_000, 10, true],
      ['jpg', 6000, 6000, false],
      ['jpg', 65_535, 65_535, true],
      ['gif', 16_384, 100, false],
      ['gif', 16_385, 1, true],
      ['webp', 16_384, 16_384, true],
      ['webp', 4000, 3000, false],
    ];
    for (const [kind, width, height, tooLarge] of cases) {
      const sizes = declaredSizes(kind, declaring(kind, width, height));
      expect(sizes).toContainEqual({ width, height });
      expect(sizes.some(isTooLarge)).toBe(tooLarge);
    }
  });

  test('a GIF frame larger than its screen counts too', () => {
    const gif = Buffer.from(GIF_1PX);
    const frame = gif.indexOf(0x2c, 13);
    gif.writeUInt16LE(20_000, frame + 5);
    expect(declaredSizes('gif', gif).some(isTooLarge)).toBe(true);
  });
});
