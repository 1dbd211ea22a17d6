import { Component, type ReactNode } from 'react';
import { Link } from '@storefront/shared/router';
import styled from 'styled-components';
import { Skeleton } from '@storefront/shared';

const Wrapper = styled.section`
  margin: 2rem 0;
`;

const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
  a {
    font-weight: 600;
    white-space: nowrap;
  }
`;

const Retry = styled.p`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  button {
    font: inherit;
    font-weight: 600;
    color: ${({ theme }) => theme.color.primary};
    background: none;
    border: 0;
    padding: 0.25rem 0;
    text-decoration: underline;
    cursor: pointer;
  }
`;

const SkeletonRow = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: 1rem;
  @media (max-width: 600px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > :nth-child(n + 3) {
      display: none;
    }
  }
`;

export function SkeletonCards({ count, height, label }: { count: number; height: string; label: string }) {
  return (
    <SkeletonRow $count={count} aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} $height={height} />
      ))}
    </SkeletonRow>
  );
}

export type SectionState = 'loading' | 'failed' | 'empty' | 'ready';

export function sectionState(data: unknown, error: unknown, isEmpty: boolean): SectionState {
  if (error) return 'failed';
  if (data === undefined) return 'loading';
  return isEmpty ? 'empty' : 'ready';
}

interface HomeSectionProps {
  id: string;
  title: string;
  state: SectionState;
  onRetry?: () => void;
  viewAll?: string;
  skeleton: ReactNode;
  /** Shown instead of the title row (e.g. a banner carousel labels itself). */
  hideTitle?: boolean;
  children?: ReactNode;
}

/**
 * One home section: its heading, a skeleton while it loads, a small retry line when its call failed,
 * nothing when it has nothing to show. A render error stays inside the section.
 */
export function HomeSection({ id, title, state, onRetry, viewAll, skeleton, hideTitle, children }: HomeSectionProps) {
  if (state === 'empty') return null;
  const headingId = `section-${id}`;
  return (
    <SectionBoundary>
      <Wrapper
        aria-labelledby={hideTitle ? undefined : headingId}
        aria-label={hideTitle ? title : undefined}
        data-section={id}
      >
        {hideTitle ? null : (
          <Header>
            <h2 id={headingId}>{title}</h2>
            {viewAll && state === 'ready' ? (
              <Link to={viewAll} aria-label={`View all: ${title}`}>
                View all
              </Link>
            ) : null}
          </Header>
        )}
        {state === 'loading' ? skeleton : null}
        {state === 'failed' ? (
          <Retry role="status">
            {title} could not be loaded.
            {onRetry ? (
              <button type="button" onClick={onRetry}>
                Try again
              </button>
            ) : null}
          </Retry>
        ) : null}
        {state === 'ready' ? children : null}
      </Wrapper>
    </SectionBoundary>
  );
}

class SectionBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('A home section failed to render', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
