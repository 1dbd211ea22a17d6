import styled from 'styled-components';
import { priceFormatOf, useConfig } from '../data/config';
import { hasRating, ratingText } from './rating';
import { VisuallyHidden } from './VisuallyHidden';

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

/**
 * The one rating of the site (cards, store pages, quick view, item page): steps of 0.5 with the
 * configuration's decimal places, and the review count when known. Nothing without reviews.
 */
export function Rating({ value, count }: { value: number; count?: number }) {
  const { data: config } = useConfig();
  if (!hasRating(value, count)) return null;
  return (
    <Text data-testid="rating">
      <span className="star" aria-hidden="true">
        ★
      </span>
      <span>
        {ratingText(value, priceFormatOf(config).decimals)}
        <VisuallyHidden> out of 5</VisuallyHidden>
      </span>
      {count !== undefined ? <span>({count})</span> : null}
    </Text>
  );
}
