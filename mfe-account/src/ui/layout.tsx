import styled from 'styled-components';

export const Card = styled.section`
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

export const Stack = styled.div<{ $gap?: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = '1rem' }) => $gap};
`;

export const Row = styled.div<{ $gap?: string; $wrap?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ $gap = '0.75rem' }) => $gap};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
`;

export const Spread = styled(Row)`
  justify-content: space-between;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Badge = styled.span`
  display: inline-block;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.text};
  text-transform: capitalize;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: 1.2rem;
`;

export const TextLink = styled.a`
  color: ${({ theme }) => theme.color.primary};
  font-weight: 600;
`;
