import { useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { PICTURE_SIZES, Picture } from '@storefront/shared';
import { galleryImages, zoomOrigin } from './gallery';

const Frame = styled.button<{ $square: boolean }>`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  overflow: hidden;
  aspect-ratio: ${({ $square }) => ($square ? '1' : '4 / 3')};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surfaceMuted};
  cursor: zoom-in;
  &[aria-pressed='true'] {
    cursor: zoom-out;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  /* The whole picture, in a square or a 4:3 box: contained, never cropped. */
  ${Picture} {
    width: 100%;
    height: 100%;
    object-fit: contain;
    transition: transform 0.15s ease-out;
  }
`;

const Thumbs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin-top: 0.5rem;
  button {
    width: 48px;
    height: 48px;
    padding: 0;
    border: 2px solid transparent;
    border-radius: 6px;
    overflow: hidden;
    background: ${({ theme }) => theme.color.surfaceMuted};
    cursor: pointer;
  }
  button[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.primary};
  }
  ${Picture} {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const ZOOM_SCALE = 2;

/** The item's images: the main one zooms (click, Enter or Space; it follows the pointer), thumbnails switch. */
export function ItemGallery({
  name,
  image,
  images,
  square,
}: {
  name: string;
  image: string | null | undefined;
  images: readonly string[] | undefined;
  square: boolean;
}) {
  const all = galleryImages(image, images);
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const current = all[index] ?? all[0];
  const follow = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setOrigin(zoomOrigin(event.clientX - box.left, event.clientY - box.top, box.width, box.height));
  };
  return (
    <div>
      <Frame
        type="button"
        $square={square}
        aria-pressed={zoomed}
        aria-label={zoomed ? `Zoom out of ${name}` : `Zoom in on ${name}`}
        onClick={() => setZoomed(!zoomed)}
        onMouseMove={follow}
        onMouseLeave={() => setZoomed(false)}
      >
        <Picture
          src={current}
          alt={name}
          size={PICTURE_SIZES.item}
          style={{ transform: zoomed ? `scale(${ZOOM_SCALE})` : 'none', transformOrigin: origin }}
        />
      </Frame>
      {all.length > 1 ? (
        <Thumbs role="group" aria-label="Images">
          {all.map((url, i) => (
            <button
              key={url}
              type="button"
              aria-label={`Image ${i + 1} of ${all.length}`}
              aria-current={i === index}
              onClick={() => {
                setIndex(i);
                setZoomed(false);
              }}
            >
              <Picture src={url} alt="" name={name} size={PICTURE_SIZES.item} />
            </button>
          ))}
        </Thumbs>
      ) : null}
    </div>
  );
}
