import styled from 'styled-components';
import type { ClosedStoreNotice as Notice } from '../lib/closed-store-notice';

const Box = styled.div`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border-left: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.surfaceMuted};
  p {
    margin: 0;
  }
  p + p {
    margin-top: 0.25rem;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** A closed store's hours and what can be done, above the cart's lines and the checkout's form. */
export function ClosedStoreNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <Box data-testid="store-closed-notice">
      <p>
        <strong>{notice.title}</strong>
      </p>
      <p>{notice.text}</p>
    </Box>
  );
}
