import { categoryNames, galleryImages, zoomOrigin } from './gallery';

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

it('names the categories parent first, each once', () => {
  expect(
    categoryNames({
      category_ids: [
        { id: 10, name: 'Bread & Bakery', position: 2 },
        { id: 9, name: 'Bread & Juice', position: 1 },
        { id: 11, position: 3 },
        { id: 9, name: 'Bread & Juice', position: 1 },
      ],
    }),
  ).toEqual(['Bread & Juice', 'Bread & Bakery']);
});
