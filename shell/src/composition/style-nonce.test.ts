import { adoptStyleNonce } from './style-nonce';

afterEach(() => {
  document.head.innerHTML = '';
  delete window.__nonce__;
});

it('hands the page’s style nonce to goober (notistack), which reads window.__nonce__', () => {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', 'n0nce-of-this-response');
  document.head.append(meta);
  adoptStyleNonce();
  expect(window.__nonce__).toBe('n0nce-of-this-response');
});

it('leaves it unset when the page has none (tests, a page served without the policy)', () => {
  adoptStyleNonce();
  expect(window.__nonce__).toBeUndefined();
});
