import { createGlobalStyle } from 'styled-components';

/** Page-wide styles; mounted once, by the shell. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: ${({ theme }) => theme.mode}; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    line-height: 1.5;
  }
  a { color: ${({ theme }) => theme.color.primary}; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  img { max-width: 100%; }
`;
