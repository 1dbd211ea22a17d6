import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  padding: 3rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Title = styled.p`
  margin: 0;
  font-size: 1.15rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.text};
`;

export function EmptyState({
  title,
  children,
  action,
  image,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  /** An illustration in place of the default glyph. */
  image?: ReactNode;
}) {
  return (
    <Wrapper role="status">
      {image ?? (
        <svg aria-hidden="true" width="72" height="72" viewBox="0 0 72 72">
          <circle cx="36" cy="36" r="34" fill="none" stroke="currentColor" strokeWidth="3" strokeDasharray="6 6" />
          <path d="M24 30h24M24 40h16" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
      )}
      <Title>{title}</Title>
      {children ? <div>{children}</div> : null}
      {action}
    </Wrapper>
  );
}
