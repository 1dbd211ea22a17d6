import { Link } from '@storefront/shared/router';
import styled, { css } from 'styled-components';

export const IconButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 40px;
  padding: 0 0.6rem;
  white-space: nowrap;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

const iconLinkLook = css`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 40px;
  padding: 0 0.6rem;
  white-space: nowrap;
  border-radius: 8px;
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

export const IconLink = styled(Link)`
  ${iconLinkLook}
`;

/** IconLink's look for a link that leaves the site's routes (a web page, tel:, mailto:). */
export const IconAnchor = styled.a`
  ${iconLinkLook}
`;

export const Count = styled.span`
  min-width: 1.4rem;
  padding: 0 0.35rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  font-size: 0.8rem;
  text-align: center;
`;
