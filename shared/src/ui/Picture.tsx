import { useState, type CSSProperties } from 'react';
import styled, { useTheme } from 'styled-components';
import type { PictureSize } from './picture-sizes';
import { rasterSrcSet } from './picture-preload';

export interface PictureProps {
  src: string | null | undefined;
  /** The accessible name; '' when the text beside the picture already names it. */
  alt: string;
  /** The picture's intrinsic size (PICTURE_SIZES): the page reserves its box before it arrives. */
  size: PictureSize;
  /** Whose initials the letter tile shows (the alt text by default). */
  name?: string;
  /** Above the fold (the page's largest picture): fetched at once and first. */
  priority?: boolean;
  /**
   * How wide the page shows it (the HTML `sizes`, e.g. '(max-width: 600px) 45vw, 200px'): with it,
   * the browser takes the narrowest of the API's raster widths that is sharp enough.
   */
  sizes?: string;
  className?: string;
  style?: CSSProperties;
}

/** The first letters of the first two words, upper case: 'Red apples' → 'RA'. */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0])
    .join('')
    .toUpperCase();
}

/** A hue (0–359) that is always the same for the same name. */
export function hueOf(name: string): number {
  let hash = 0;
  for (let i = 0; i < name.length; i++) hash = (Math.imul(hash, 31) + name.charCodeAt(i)) >>> 0;
  return hash % 360;
}

/**
 * The letter tile that stands in for a picture that is missing or failed: an SVG of the same intrinsic
 * size (so the box stays), the name's initials on a colour of its own; the text keeps a 4.5:1 contrast.
 */
function LetterTile({ alt, name, size: { width, height }, className, style }: Omit<PictureProps, 'src'>) {
  const theme = useTheme();
  const text = name ?? alt;
  const lightness = theme.mode === 'dark' ? '35% 28%' : '60% 86%';
  return (
    <svg
      className={className}
      style={{ background: `hsl(${hueOf(text)} ${lightness})`, ...style }}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    >
      <text
        x={width / 2}
        y={height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={Math.min(width, height) * 0.4}
        fontFamily={theme.font}
        fontWeight={700}
        fill={theme.color.text}
      >
        {initialsOf(text)}
      </text>
    </svg>
  );
}

function PictureElement({ src, priority = false, sizes, ...props }: PictureProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <LetterTile {...props} />;
  const { alt, size, className, style } = props;
  const srcSet = sizes ? rasterSrcSet(src, size.rasterWidths ?? []) : undefined;
  return (
    <img
      className={className}
      style={style}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={size.width}
      height={size.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}

/**
 * A picture from the API: an <img> with its intrinsic width and height, lazy unless `priority`; a letter
 * tile in the same box when there is none or it fails to load. Size it with `styled(Picture)` or a
 * `${Picture}` selector: both the image and the tile take the class.
 */
export const Picture = styled(PictureElement)``;
