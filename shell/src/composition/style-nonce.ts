declare global {
  interface Window {
    /** The nonce goober (notistack's styles) puts on the style element it writes. */
    __nonce__?: string;
  }
}

/**
 * The page's Content-Security-Policy allows inline styles only with this response's nonce, which
 * the server puts in <meta property="csp-nonce">. styled-components reads it there itself; goober
 * reads window.__nonce__, so it is copied there before anything renders.
 */
export function adoptStyleNonce(): void {
  const meta = document.head.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide the nonce attribute once the page is parsed; the property keeps it.
  const nonce = meta?.nonce || meta?.getAttribute('nonce');
  if (nonce) window.__nonce__ = nonce;
}
