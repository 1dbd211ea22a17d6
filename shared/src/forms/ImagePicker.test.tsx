import { addPickedImages, IMAGES_ONLY_MESSAGE } from './ImagePicker';

const image = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('picked images', () => {
  it('are at most three at a time', () => {
    const two = addPickedImages([], [image('a.png'), image('b.png')]);
    expect(two).toEqual({ images: [expect.any(File), expect.any(File)], refusal: null });
    const four = addPickedImages(two.images, [image('c.png'), image('d.png')]);
    expect(four.images.map((f) => f.name)).toEqual(['a.png', 'b.png', 'c.png']);
    expect(four.refusal).toBe('You can upload at most 3 images at a time.');
  });

  it('are images only, with the form’s own words for a file that is not one', () => {
    const notes = new File(['x'], 'notes.txt', { type: 'text/plain' });
    const result = addPickedImages([], [notes, image('a.png')]);
    expect(result.images.map((f) => f.name)).toEqual(['a.png']);
    expect(result.refusal).toBe(IMAGES_ONLY_MESSAGE);
    expect(addPickedImages([], [notes], 3, 'Only images can be uploaded as a prescription.').refusal).toBe(
      'Only images can be uploaded as a prescription.',
    );
  });
});
