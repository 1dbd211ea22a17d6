import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export const Button = styled.button<{ $variant?: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 40px;
  padding: 0.5rem 1.1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.color.primary};
          color: ${theme.color.primaryText};
        `;
      case 'danger':
        return css`
          background: ${theme.color.danger};
          color: ${theme.mode === 'dark' ? '#1b0a09' : '#ffffff'};
        `;
      case 'secondary':
        return css`
          background: ${theme.color.surface};
          color: ${theme.color.text};
          border-color: ${theme.color.border};
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.color.text};
        `;
    }
  }}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
