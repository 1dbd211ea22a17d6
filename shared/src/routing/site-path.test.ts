import { sitePath } from './site-path';

/** Hrefs a browser resolves to another host, or that hide characters it drops or rewrites. */
const FOREIGN_HREFS = [
  '/\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '//evil.example',
  '///evil.example',
  ' /help',
  '\t/help',
  '/help me',
  '/help\u00a0me',
  '/help\u0000',
  '/help\u007f',
  '/help\u0085',
  '/help\u2028',
  '/help%09',
  '/help%0A',
  'https://evil.example',
  'javascript:alert(1)',
  'help',
  '',
];

it('keeps paths of this site, with their query and fragment', () => {
  expect(sitePath('/help-and-support')).toBe('/help-and-support');
  expect(sitePath('/profile?page=my-orders&orderId=100012#top')).toBe('/profile?page=my-orders&orderId=100012#top');
  expect(sitePath('/search?name=50%25%20off')).toBe('/search?name=50%25%20off');
  expect(sitePath('/')).toBe('/');
});

it.each(FOREIGN_HREFS.map((href) => [JSON.stringify(href), href]))('refuses %s', (_shown, href) => {
  expect(sitePath(href)).toBeNull();
});

it('refuses a malformed percent-encoding and nothing at all', () => {
  expect(sitePath('/100%')).toBeNull();
  expect(sitePath(null)).toBeNull();
  expect(sitePath(undefined)).toBeNull();
});
