import { useEffect, useId, useMemo } from 'react';
import styled from 'styled-components';
import { Button, toast } from '@storefront/shared';

const Thumbs = styled.ul`
  list-style: none;
  margin: 0.75rem 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  li {
    position: relative;
    width: 88px;
    height: 88px;
  }
  img {
    width: 88px;
    height: 88px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const RemoveButton = styled(Button)`
  position: absolute;
  top: 2px;
  right: 2px;
  min-height: 28px;
  padding: 0 0.45rem;
`;

const Picker = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.55rem 1rem;
  border: 1px dashed ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.primary};
  font-weight: 600;
  cursor: pointer;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

const Hint = styled.p`
  margin: 0.5rem 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The most pictures a form takes at a time (the API's limit on prescriptions and refund requests). */
export const MAX_PICKED_IMAGES = 3;
export const PICKED_LIMIT_MESSAGE = `You can upload at most ${MAX_PICKED_IMAGES} images at a time.`;
export const IMAGES_ONLY_MESSAGE = 'Only images can be uploaded.';

/**
 * Adds picked files to the chosen images: images only, at most `max` at a time. Returns the images
 * kept and the refusal to show, if any.
 */
export function addPickedImages(
  current: readonly File[],
  picked: readonly File[],
  max = MAX_PICKED_IMAGES,
  imagesOnly = IMAGES_ONLY_MESSAGE,
): { images: File[]; refusal: string | null } {
  const images = picked.filter((file) => file.type.startsWith('image/'));
  const room = max - current.length;
  const refusal = images.length < picked.length ? imagesOnly : images.length > room ? PICKED_LIMIT_MESSAGE : null;
  return { images: [...current, ...images.slice(0, Math.max(0, room))], refusal };
}

export interface ImagePickerProps {
  images: File[];
  onChange: (images: File[]) => void;
  /** The picker's words ('Upload prescription') and what one picture is called ('Prescription'). */
  label: string;
  itemName: string;
  /** Said when a picked file is not an image. */
  imagesOnlyMessage?: string;
}

/** Pictures for a form: up to three at a time, each with a preview and a remove button. */
export function ImagePicker({ images, onChange, label, itemName, imagesOnlyMessage }: ImagePickerProps) {
  const hintId = useId();
  const previews = useMemo(() => images.map((file) => URL.createObjectURL(file)), [images]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const full = images.length >= MAX_PICKED_IMAGES;
  return (
    <div>
      {full ? null : (
        <Picker>
          <input
            type="file"
            accept="image/*"
            multiple
            aria-describedby={hintId}
            onChange={(event) => {
              const picked = Array.from(event.target.files ?? []);
              event.target.value = '';
              const result = addPickedImages(images, picked, MAX_PICKED_IMAGES, imagesOnlyMessage);
              if (result.refusal) toast.error(result.refusal);
              onChange(result.images);
            }}
          />
          {label}
        </Picker>
      )}
      <Hint id={hintId}>
        Up to {MAX_PICKED_IMAGES} images at a time ({images.length} chosen).
      </Hint>
      {images.length > 0 ? (
        <Thumbs aria-label={`${itemName} images`}>
          {images.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <img src={previews[index]} alt={`${itemName} ${index + 1}: ${file.name}`} width="88" height="88" />
              <RemoveButton
                type="button"
                $variant="secondary"
                aria-label={`Remove ${itemName.toLowerCase()} ${index + 1}`}
                onClick={() => onChange(images.filter((_, i) => i !== index))}
              >
                ×
              </RemoveButton>
            </li>
          ))}
        </Thumbs>
      ) : null}
    </div>
  );
}
