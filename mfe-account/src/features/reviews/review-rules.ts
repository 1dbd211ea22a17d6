export const RATING_REQUIRED = 'Please give a rating first.';
export const COMMENT_TOO_LONG = 'The comment may not be greater than 1000 characters.';

/** A review needs 1 to 5 stars; the comment is optional, at most 1000 characters. */
export function checkReview(rating: number, comment: string): string | null {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return RATING_REQUIRED;
  if (comment.trim().length > 1000) return COMMENT_TOO_LONG;
  return null;
}
