import styled from 'styled-components';
import { roundRating } from '../items/item-rules';

const Text = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
  .star {
    color: ${({ theme }) => (theme.mode === 'dark' ? '#ffd27a' : '#8a5a00')};
  }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** A rating in steps of 0.5, with its review count when known. */
export function Rating({ value, count }: { value: number; count?: number }) {
  return (
    <Text>
      <span className="star" aria-hidden="true">
        ★
      </span>
      <span>
        {roundRating(value).toFixed(1)}
        <VisuallyHidden> out of 5</VisuallyHidden>
      </span>
      {count !== undefined ? <span>({count})</span> : null}
    </Text>
  );
}
