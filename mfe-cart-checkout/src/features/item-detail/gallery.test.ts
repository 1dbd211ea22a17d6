import { galleryImages, zoomOrigin } from './gallery';

it('lists the main image first and every image once', () => {
  expect(galleryImages('a.png', ['b.png', 'a.png', 'c.png'])).toEqual(['a.png', 'b.png', 'c.png']);
  expect(galleryImages(null, undefined)).toEqual([]);
  expect(galleryImages(null, ['b.png'])).toEqual(['b.png']);
});

it('zooms where the pointer is, within the frame', () => {
  expect(zoomOrigin(50, 25, 200, 100)).toBe('25% 25%');
  expect(zoomOrigin(-10, 500, 200, 100)).toBe('0% 100%');
  expect(zoomOrigin(10, 10, 0, 0)).toBe('50% 50%');
});
