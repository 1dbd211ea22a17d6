import type { MouseEvent } from 'react';
import styled from 'styled-components';

export const SKIP_LINK_TEXT = 'Skip to content';

// Out of sight until a keyboard user reaches it: the first Tab stop of every page.
const Link = styled.a`
  position: absolute;
  inset-inline-start: 0.75rem;
  top: -4rem;
  z-index: 1000;
  padding: 0.6rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  font-weight: 700;
  text-decoration: none;
  &:focus {
    top: 0.75rem;
  }
`;

/** Skips the header's controls: focus goes to the page's main content, where the next Tab continues. */
export function SkipLink({ targetId }: { targetId: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    // Focus moves without a '#' in the address, which the parts' routes would read.
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <Link href={`#${targetId}`} onClick={skip}>
      {SKIP_LINK_TEXT}
    </Link>
  );
}
