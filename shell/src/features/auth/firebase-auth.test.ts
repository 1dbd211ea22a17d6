import { googleSignInEnabled } from './firebase-auth';

const firebase = { apiKey: 'key', authDomain: 'storefront.firebaseapp.com', projectId: 'storefront' };

it('offers Google sign-in only with a Firebase app and Google login on', () => {
  const on = { social_login: [{ login_medium: 'google', status: true }] };
  const off = { social_login: [{ login_medium: 'google', status: false }] };
  expect(googleSignInEnabled(on, firebase)).toBe(true);
  expect(googleSignInEnabled(on, null)).toBe(false);
  expect(googleSignInEnabled(off, firebase)).toBe(false);
  expect(googleSignInEnabled({ social_login: undefined }, firebase)).toBe(false);
});
