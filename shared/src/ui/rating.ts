/** Ratings show in steps of 0.5 (the spec's rating precision). */
export function roundRating(rating: number): number {
  return Math.round(rating * 2) / 2;
}

/**
 * Whether there is a rating to show. An item or store without reviews (no count, or an average of
 * 0) shows none rather than '0.0', which would read as a bad rating.
 */
export function hasRating(value: number, count?: number): boolean {
  return Number.isFinite(value) && roundRating(value) > 0 && (count === undefined || count > 0);
}

/** The rating as shown: rounded to 0.5, with the configured decimal places. */
export function ratingText(value: number, decimals: number): string {
  const places = Number.isFinite(decimals) ? Math.min(4, Math.max(0, Math.trunc(decimals))) : 1;
  return roundRating(value).toFixed(places);
}
