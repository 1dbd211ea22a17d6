// The shell page's nonces. Its Content-Security-Policy allows inline styles and scripts only with
// nonces made for each response. The page's own inline <style> and <script> (its first frame, drawn
// before any script loads) carry them; the style nonce is also put in <meta property="csp-nonce">,
// where styled-components reads it for the style elements it writes (and the shell hands it on to
// notistack's goober).

const NONCE = /^[A-Za-z0-9+/=_-]{16,}$/;

/**
 * The page with its nonce meta at the start of its head, ahead of every script, and each inline
 * <style> and <script> (one without src) carrying its nonce.
 * @param {string} html
 * @param {{ style: string, script: string }} nonces  helmet's per-response nonces
 */
export function withNonces(html, { style, script }) {
  if (!NONCE.test(style) || !NONCE.test(script)) throw new Error('a nonce is a long base64 or hex string');
  return html
    .replace(/<head>/i, (head) => `${head}<meta property="csp-nonce" nonce="${style}">`)
    .replace(/<style>/gi, `<style nonce="${style}">`)
    .replace(/<script>/gi, `<script nonce="${script}">`);
}
