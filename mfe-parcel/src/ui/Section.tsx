import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LoadFailed, Skeleton } from '@storefront/shared';

const Wrapper = styled.section`
  margin: 2rem 0;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.4rem;
  }
`;

const Placeholder = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 1rem;
`;

interface SectionProps {
  title: string;
  /** Loading shows skeletons; an error shows what failed and a retry. */
  state: { isLoading: boolean; error: unknown; retry: () => void };
  children: ReactNode;
  id?: string;
}

/** A titled block of the parcel pages with its loading and failure states. */
export function Section({ title, state, children, id }: SectionProps) {
  const headingId = id ?? `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Wrapper aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {state.error ? (
        <LoadFailed title={`${title} could not be loaded.`} onRetry={state.retry} />
      ) : state.isLoading ? (
        <Placeholder aria-hidden="true">
          <Skeleton $height="140px" />
          <Skeleton $height="140px" />
          <Skeleton $height="140px" />
        </Placeholder>
      ) : (
        children
      )}
    </Wrapper>
  );
}

export function sectionState(swr: { isLoading: boolean; error: unknown; mutate: () => unknown }) {
  return { isLoading: swr.isLoading, error: swr.error, retry: () => void swr.mutate() };
}
