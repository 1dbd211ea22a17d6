import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { PICTURE_SIZES, Picture } from '@storefront/shared';

/** The magnified image's size (spec: image magnify 1200 × 1800). */
export const MAGNIFY_SIZE = { width: 1200, height: 1800 } as const;

const Frame = styled.button<{ $zoomed: boolean }>`
  position: relative;
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceMuted};
  cursor: ${({ $zoomed }) => ($zoomed ? 'zoom-out' : 'zoom-in')};
  ${Picture} {
    display: block;
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    transition: transform 0.15s ease-out;
  }
`;

/** Where the zoom centres, in percent of the frame, from a pointer position. */
export function zoomOrigin(x: number, y: number, width: number, height: number): { x: number; y: number } {
  const clamp = (value: number) => Math.min(100, Math.max(0, value));
  return { x: clamp((x / width) * 100), y: clamp((y / height) * 100) };
}

/** The product image: hovering magnifies under the pointer; a click or Enter toggles the zoom, arrows pan. */
export function ZoomImage({ src, alt }: { src: string | undefined; alt: string }) {
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const onMove = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setOrigin(zoomOrigin(event.clientX - box.left, event.clientY - box.top, box.width, box.height));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-10, 0],
      ArrowRight: [10, 0],
      ArrowUp: [0, -10],
      ArrowDown: [0, 10],
    };
    const move = step[event.key];
    if (!zoomed || !move) return;
    event.preventDefault();
    setOrigin((current) => zoomOrigin(current.x + move[0], current.y + move[1], 100, 100));
  };
  const scale = MAGNIFY_SIZE.width / PICTURE_SIZES.item.width;
  return (
    <Frame
      type="button"
      $zoomed={zoomed}
      aria-pressed={zoomed}
      aria-label={`Zoom ${alt}`}
      onClick={() => setZoomed((value) => !value)}
      onMouseEnter={() => setZoomed(true)}
      onMouseLeave={() => setZoomed(false)}
      onMouseMove={onMove}
      onKeyDown={onKeyDown}
    >
      <Picture
        src={src}
        alt={alt}
        size={PICTURE_SIZES.item}
        priority
        style={{ transform: zoomed ? `scale(${scale})` : 'none', transformOrigin: `${origin.x}% ${origin.y}%` }}
      />
    </Frame>
  );
}
