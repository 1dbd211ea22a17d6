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

/** The block's media by banner_type: a video file, or an image (the video_content image or the plain image). */
export function howItWorksMedia(content: ParcelVideoContent): HowItWorksMedia {
  if (content.banner_type === 'video' && content.banner_video) return { kind: 'video', src: content.banner_video };
  if (content.banner_type === 'video_content' && content.banner_video_content_full_url)
    return { kind: 'video', src: content.banner_video_content_full_url };
  const image = content.banner_image_full_url ?? content.banner_video_content_full_url;
  return image ? { kind: 'image', src: image } : null;
}
