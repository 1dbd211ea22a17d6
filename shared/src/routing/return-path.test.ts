import { afterSignInPath, safeReturnPath, signInPathFor } from './return-path';

it('follows only paths of this site', () => {
  expect(safeReturnPath('/profile?page=my-orders&orderId=100012')).toBe('/profile?page=my-orders&orderId=100012');
  for (const foreign of [
    'https://evil.example/profile',
    '//evil.example/profile',
    '/\\evil.example',
    '/\t/evil.example',
    '/%5Cevil.example',
    '\\\\evil.example',
    ' /profile',
    '/pro file',
    'javascript:alert(1)',
    'profile',
    '/auth/sign-in',
    '/home\nSet-Cookie: x',
    `/${'a'.repeat(2001)}`,
    '',
    null,
  ]) {
    expect(safeReturnPath(foreign)).toBeNull();
  }
});

it('sends the customer to sign in and back, with the query', () => {
  const path = '/profile?page=my-orders&orderId=100012';
  const signIn = signInPathFor(path);
  expect(signIn).toBe('/auth/sign-in?return_to=%2Fprofile%3Fpage%3Dmy-orders%26orderId%3D100012');
  expect(afterSignInPath(signIn.slice(signIn.indexOf('?')))).toBe(path);
  expect(afterSignInPath('?return_to=https%3A%2F%2Fevil.example')).toBe('/home');
  expect(afterSignInPath('?from=sign-up')).toBe('/home');
  expect(signInPathFor('https://evil.example')).toBe('/auth/sign-in');
});
