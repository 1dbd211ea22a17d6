// The shell page's style nonce. Its Content-Security-Policy allows inline styles only with a nonce
// made for each response; the page carries it in <meta property="csp-nonce">, where styled-components
// reads it for the style elements it writes (and the shell hands it on to notistack's goober).

const NONCE = /^[A-Za-z0-9+/=_-]{16,}$/;

/** The page with its nonce meta at the start of its head, ahead of every script. */
export function withStyleNonce(html, nonce) {
  if (!NONCE.test(nonce)) throw new Error('a style nonce is a long base64 or hex string');
  return html.replace(/<head>/i, (head) => `${head}<meta property="csp-nonce" nonce="${nonce}">`);
}
