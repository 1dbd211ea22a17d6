import styled from 'styled-components';

/** A line of news under the choices: the variation's stock or when the item can be ordered. */
export const Notice = styled.p<{ $tone: 'info' | 'danger' }>`
  margin: 1rem 0 0;
  padding: 0.6rem 0.8rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.text)};
`;
