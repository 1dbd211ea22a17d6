import { Link } from '@storefront/shared/router';
import styled from 'styled-components';
import { EmptyState } from '@storefront/shared';

const Illustration = styled.svg`
  width: min(240px, 60vw);
  height: auto;
  color: ${({ theme }) => theme.color.primary};
  .muted {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The spec's 'Not found' image: a map pin over a torn page, in the theme's colours. */
function NotFoundImage() {
  return (
    <Illustration role="img" aria-label="Not found" viewBox="0 0 240 160">
      <g className="muted" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round">
        <path d="M44 40h112l-10 18 10 18-10 18 10 18-10 18H44z" opacity="0.35" />
        <path d="M62 66h56M62 84h40M62 102h48" strokeLinecap="round" opacity="0.5" />
      </g>
      <g fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
        <path d="M184 118s-26-24-26-46a26 26 0 0 1 52 0c0 22-26 46-26 46z" />
        <path d="M174 62l20 20M194 62l-20 20" />
      </g>
      <ellipse cx="184" cy="136" rx="22" ry="5" className="muted" fill="currentColor" opacity="0.25" />
    </Illustration>
  );
}

export function NotFoundPage() {
  return (
    <>
      <h1>Page not found</h1>
      <EmptyState title="Not found" image={<NotFoundImage />} action={<Link to="/">Back to home</Link>}>
        The page you are looking for does not exist or has moved.
      </EmptyState>
    </>
  );
}
