import { matchesEtag, strongEtag } from './etag';

test('matchesEtag reads If-None-Match as HTTP does', () => {
  expect(matchesEtag(undefined, '"a"')).toBe(false);
  expect(matchesEtag('"a"', '"a"')).toBe(true);
  expect(matchesEtag('W/"a"', '"a"')).toBe(true);
  expect(matchesEtag('"b" , "a"', '"a"')).toBe(true);
  expect(matchesEtag('*', '"a"')).toBe(true);
  expect(matchesEtag('"b"', '"a"')).toBe(false);
  expect(matchesEtag('a', '"a"')).toBe(false);
});

test('strongEtag is quoted, and differs when one byte of the body does', () => {
  expect(strongEtag('{"a":1}')).toMatch(/^"[\w-]{27}"$/);
  expect(strongEtag('{"a":1}')).toBe(strongEtag(Buffer.from('{"a":1}')));
  expect(strongEtag('{"a":2}')).not.toBe(strongEtag('{"a":1}'));
});
