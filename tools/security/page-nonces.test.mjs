import { withNonces } from './page-nonces.mjs';

const nonces = { style: 'abcdef0123456789abcdef', script: '0123456789abcdef012345' };

test('the style nonce goes first into the head, where styled-components looks for it', () => {
  const page = withNonces('<!doctype html><html><head><title>x</title></head></html>', nonces);
  expect(page).toBe(
    '<!doctype html><html><head><meta property="csp-nonce" nonce="abcdef0123456789abcdef"><title>x</title></head></html>',
  );
});

test("the page's inline styles and scripts carry their nonces; scripts with a source do not need one", () => {
  const page = withNonces(
    '<head><style>b{}</style><script src="/env.js"></script></head><body><script>run()</script></body>',
    nonces,
  );
  expect(page).toContain('<style nonce="abcdef0123456789abcdef">b{}</style>');
  expect(page).toContain('<script src="/env.js"></script>');
  expect(page).toContain('<script nonce="0123456789abcdef012345">run()</script>');
});

test('anything but a long base64 or hex nonce is refused', () => {
  expect(() => withNonces('<head>', { ...nonces, style: '"><script>' })).toThrow();
  expect(() => withNonces('<head>', { ...nonces, script: 'short' })).toThrow();
});
