import styled from 'styled-components';
import { Button } from '@storefront/shared';

/** The address and contact cards of checkout, with their edit and link buttons. */
export const Card = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.5rem;
  margin: 0.75rem 0;
  padding: 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surfaceMuted};
  p {
    margin: 0;
  }
`;

export const LinkButton = styled.button`
  border: 0;
  background: none;
  padding: 0;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

export const EditButton = styled(Button)`
  min-height: 32px;
  padding: 0.25rem 0.6rem;
`;
