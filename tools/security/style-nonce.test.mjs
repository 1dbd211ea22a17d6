import { withStyleNonce } from './style-nonce.mjs';

test('the nonce goes first into the head, where styled-components looks for it', () => {
  const page = withStyleNonce('<!doctype html><html><head><title>x</title></head></html>', 'abcdef0123456789abcdef');
  expect(page).toBe(
    '<!doctype html><html><head><meta property="csp-nonce" nonce="abcdef0123456789abcdef"><title>x</title></head></html>',
  );
});

test('anything but a long base64 or hex nonce is refused', () => {
  expect(() => withStyleNonce('<head>', '"><script>')).toThrow();
  expect(() => withStyleNonce('<head>', 'short')).toThrow();
});
