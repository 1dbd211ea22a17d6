import type { ParcelVideoContent } from '@storefront/shared/contract/other-banner';

export interface HowItWorksStep {
  number: number;
  label: string;
  description: string;
}

/** banner_contents holds six values: three label and description pairs. */
export function howItWorksSteps(contents: readonly string[]): HowItWorksStep[] {
  const steps: HowItWorksStep[] = [];
  for (let i = 0; i < 3; i += 1) {
    const label = contents[i * 2]?.trim() ?? '';
    const description = contents[i * 2 + 1]?.trim() ?? '';
    if (label || description) steps.push({ number: i + 1, label, description });
  }
  return steps;
}

export type HowItWorksMedia = { kind: 'video'; src: string } | { kind: 'image'; src: string } | null;

const VIDEO_FILE = /\.(mp4|webm|ogg|mov)(\?.*)?$/i;

/**
 * The block's media by banner_type: `video` plays banner_video; `video_content` shows its content file
 * (played when it is a video file, else shown as an image); `image` shows the banner image.
 */
export function howItWorksMedia(content: ParcelVideoContent): HowItWorksMedia {
  if (content.banner_type === 'video' && content.banner_video) return { kind: 'video', src: content.banner_video };
  const file = content.banner_video_content_full_url;
  if (content.banner_type === 'video_content' && file)
    return VIDEO_FILE.test(file) ? { kind: 'video', src: file } : { kind: 'image', src: file };
  const image = content.banner_image_full_url ?? file;
  return image ? { kind: 'image', src: image } : null;
}
