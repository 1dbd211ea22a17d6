import { howItWorksMedia, howItWorksSteps } from './how-it-works';

const content = {
  banner_type: 'image' as const,
  banner_video: null,
  banner_video_content_full_url: null,
  banner_image_full_url: 'http://img/parcel.png',
  banner_contents: ['Book', 'Tell us what to send', 'Pick up', 'We collect it', 'Deliver', 'It arrives'],
};

describe('how it works', () => {
  it('makes three numbered steps of the six values', () => {
    expect(howItWorksSteps(content.banner_contents)).toEqual([
      { number: 1, label: 'Book', description: 'Tell us what to send' },
      { number: 2, label: 'Pick up', description: 'We collect it' },
      { number: 3, label: 'Deliver', description: 'It arrives' },
    ]);
  });

  it('skips empty pairs', () => {
    expect(howItWorksSteps(['A', 'a', '', '', 'C', 'c']).map((s) => s.number)).toEqual([1, 3]);
  });

  it('picks the media by banner type', () => {
    expect(howItWorksMedia(content)).toEqual({ kind: 'image', src: 'http://img/parcel.png' });
    expect(howItWorksMedia({ ...content, banner_type: 'video', banner_video: 'http://v.mp4' })).toEqual({
      kind: 'video',
      src: 'http://v.mp4',
    });
    expect(
      howItWorksMedia({ ...content, banner_type: 'video_content', banner_video_content_full_url: 'http://c.mp4' }),
    ).toEqual({ kind: 'video', src: 'http://c.mp4' });
    // The seeded content file is a picture: shown as an image.
    expect(
      howItWorksMedia({ ...content, banner_type: 'video_content', banner_video_content_full_url: 'http://steps.svg' }),
    ).toEqual({ kind: 'image', src: 'http://steps.svg' });
    expect(howItWorksMedia({ ...content, banner_type: 'video', banner_image_full_url: null })).toBeNull();
    expect(howItWorksMedia({ ...content, banner_type: 'video' })).toEqual({
      kind: 'image',
      src: 'http://img/parcel.png',
    });
  });
});
