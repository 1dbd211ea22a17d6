import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

/**
 * A placeholder block shown while content loads; give it the size of what it stands for. One named
 * with aria-label ("Loading orders") is a status: a name is not allowed on a plain div.
 */
export const Skeleton = styled.div.attrs<{ $height?: string; $width?: string; $radius?: string }>((props) =>
  props['aria-label'] && !props.role ? { role: 'status' } : {},
)`
  height: ${({ $height = '1rem' }) => $height};
  width: ${({ $width = '100%' }) => $width};
  border-radius: ${({ theme, $radius }) => $radius ?? theme.radius};
  background: ${({ theme }) => theme.color.skeleton};
  animation: ${pulse} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
