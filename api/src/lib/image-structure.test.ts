import { GIF_1PX, HTML_PAYLOAD, JPEG_1PX, PNG_1PX, WEBP_1PX } from '../test/image-fixtures';
import { imageStructure, type ImageKind } from './image-structure';

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
