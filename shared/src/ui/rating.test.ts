import { hasRating, ratingText, roundRating } from './rating';

describe('ratings', () => {
  it('round to the nearest 0.5 (the spec’s precision)', () => {
    expect(roundRating(4.26)).toBe(4.5);
    expect(roundRating(4.24)).toBe(4);
    expect(roundRating(4.1)).toBe(4);
    expect(roundRating(4.75)).toBe(5);
    expect(roundRating(3.6)).toBe(3.5);
  });

  it('show nothing without reviews: a count of 0 or an average of 0', () => {
    expect(hasRating(4.1, 12)).toBe(true);
    expect(hasRating(4.1, 0)).toBe(false);
    expect(hasRating(0, 0)).toBe(false);
    expect(hasRating(0, 5)).toBe(false);
    expect(hasRating(4.5)).toBe(true);
    expect(hasRating(0)).toBe(false);
    expect(hasRating(Number.NaN, 3)).toBe(false);
  });

  it('read with the configured decimal places', () => {
    expect(ratingText(4.1, 2)).toBe('4.00');
    expect(ratingText(4.3, 1)).toBe('4.5');
    expect(ratingText(4.3, 0)).toBe('5');
    expect(ratingText(4.3, -1)).toBe('5');
  });
});
