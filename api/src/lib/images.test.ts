import { IMAGE_FOLDERS, imageFileName, imageUrl, isImageFile, isImageFolder, slugify } from './images';

describe('image names', () => {
  test('folders and their sizes', () => {
    expect(isImageFolder('item')).toBe(true);
    expect(isImageFolder('store-cover')).toBe(true);
    expect(isImageFolder('toString')).toBe(false);
    expect(isImageFolder('../item')).toBe(false);
    for (const { width, height } of Object.values(IMAGE_FOLDERS)) {
      expect(Number.isInteger(width) && Number.isInteger(height)).toBe(true);
    }
  });

  test('only lower-case slugs ending in .svg are picture names', () => {
    expect(isImageFile('red-apples-12.svg')).toBe(true);
    for (const bad of [
      '../x.svg',
      'a/b.svg',
      'A.svg',
      '-a.svg',
      'a.png',
      'a.svg.png',
      '.svg',
      'a b.svg',
      `${'a'.repeat(130)}.svg`,
    ]) {
      expect([bad, isImageFile(bad)]).toEqual([bad, false]);
    }
  });

  test('names are made from slugs', () => {
    expect(slugify('Fruits & Vegetables')).toBe('fruits-and-vegetables');
    expect(slugify('Lumière')).toBe('lumiere');
    expect(imageFileName('Red Apples', 12)).toBe('red-apples-12.svg');
    expect(imageFileName('***')).toBe('image.svg');
    expect(imageUrl('http://api', 'item', 'red-apples-12.svg')).toBe('http://api/images/item/red-apples-12.svg');
    expect(imageUrl('http://api', 'item', null)).toBeNull();
  });
});
