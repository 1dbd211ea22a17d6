import { useEffect, useId, useMemo } from 'react';
import styled from 'styled-components';
import { Button, toast } from '@storefront/shared';
import { MAX_PRESCRIPTION_IMAGES, addPrescriptionImages } from './prescription';

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

/** Prescription images: up to three at a time, each with a preview and a remove button. */
export function PrescriptionUpload({ images, onChange }: { images: File[]; onChange: (images: File[]) => void }) {
  const hintId = useId();
  const previews = useMemo(() => images.map((file) => URL.createObjectURL(file)), [images]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const full = images.length >= MAX_PRESCRIPTION_IMAGES;
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
              const result = addPrescriptionImages(images, picked);
              if (result.refusal) toast.error(result.refusal);
              onChange(result.images);
            }}
          />
          Upload prescription
        </Picker>
      )}
      <Hint id={hintId}>
        Up to {MAX_PRESCRIPTION_IMAGES} images at a time ({images.length} chosen).
      </Hint>
      {images.length > 0 ? (
        <Thumbs aria-label="Prescription images">
          {images.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <img src={previews[index]} alt={`Prescription ${index + 1}: ${file.name}`} width="88" height="88" />
              <RemoveButton
                type="button"
                $variant="secondary"
                aria-label={`Remove prescription ${index + 1}`}
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
