import { createGlobalStyle } from 'styled-components';
import { CURRENCY_FONT_RANGE, CURRENCY_FONT_URL } from './fonts/currency-font';

/**
 * Common system fonts have no ৳: this face draws that sign only, embedded, so it needs no request.
 * It is added through the FontFace API, not as a @font-face rule in GlobalStyle: styled-components
 * keeps every rule in one sheet, and a sheet holding a @font-face makes the browser recompute every
 * element's style and layout each time a component's rule is inserted (a dozen times as a home loads).
 */
export function addCurrencyFont(): void {
  if (typeof FontFace === 'undefined') return;
  const face = new FontFace('Currency Sign', `url('${CURRENCY_FONT_URL}') format('woff2')`, {
    unicodeRange: CURRENCY_FONT_RANGE,
    display: 'swap',
  });
  document.fonts.add(face);
  // Loaded now, while the page is nearly empty: loaded when the first price is drawn, it changes the
  // font of every element already on the page and the browser lays all of them out again.
  face.load().catch((error: unknown) => console.warn('The currency sign font could not be loaded', error));
}

/** Page-wide styles; mounted once, by the shell (which adds the currency face first: addCurrencyFont). */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* A section a link lands on (/home#section-campaigns) is not hidden under the sticky nav. */
  html { color-scheme: ${({ theme }) => theme.mode}; scroll-padding-top: 88px; }
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
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  /*
   * The one toast stack, in colours that keep a 4.5:1 contrast with its white text. notistack adds its
   * own styles when the first toast loads it, after these: 'body' makes these win all the same.
   */
  body .notistack-MuiContent { font-family: inherit; }
  body .notistack-MuiContent-success { background-color: #1b6e3a; }
  body .notistack-MuiContent-error { background-color: #b3261e; }
  body .notistack-MuiContent-info { background-color: #0b57d0; }
  body .notistack-MuiContent-warning { background-color: #8a4b00; }
`;
