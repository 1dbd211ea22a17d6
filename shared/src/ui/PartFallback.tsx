import styled from 'styled-components';
import { Button } from './Button';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  margin: 2rem auto;
  padding: 2rem 1.5rem;
  max-width: 520px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0;
  }
`;

export const PART_UNAVAILABLE_TITLE = 'This section is unavailable right now.';
export const PART_UNAVAILABLE_TEXT = 'The rest of the site keeps working. Please try again in a moment.';

/** What a part's slot shows when the part cannot load or has failed; the rest of the page is untouched. */
export function PartFallback({ onRetry }: { onRetry?: () => void }) {
  return (
    <Box role="alert" data-part-fallback="">
      <p>
        <strong>{PART_UNAVAILABLE_TITLE}</strong>
      </p>
      <p>{PART_UNAVAILABLE_TEXT}</p>
      {onRetry ? (
        <Button type="button" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Box>
  );
}

/** What a part's slot says when an operator has turned its remote off for the customer's module. */
export const PART_OFF_TEXT = 'This part of the shop is not offered here right now.';

/**
 * A remote turned off on purpose: nothing failed, so nothing to retry and no alarm, only a neutral
 * note (a polite status, not an alert).
 */
export function PartOff() {
  return (
    <Box role="status" data-part-off="">
      <p>{PART_OFF_TEXT}</p>
    </Box>
  );
}
