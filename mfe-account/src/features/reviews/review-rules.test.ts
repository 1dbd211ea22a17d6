import { COMMENT_TOO_LONG, RATING_REQUIRED, checkReview } from './review-rules';

it('needs a rating of 1 to 5', () => {
  expect(checkReview(0, '')).toBe(RATING_REQUIRED);
  expect(checkReview(6, '')).toBe(RATING_REQUIRED);
  expect(checkReview(5, '')).toBeNull();
});

it('takes a comment of at most 1000 characters', () => {
  expect(checkReview(4, 'a'.repeat(1000))).toBeNull();
  expect(checkReview(4, 'a'.repeat(1001))).toBe(COMMENT_TOO_LONG);
});
