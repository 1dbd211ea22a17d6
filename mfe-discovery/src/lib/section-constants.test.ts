import { CACHE_MS, newArrivalsCount } from './section-constants';

describe('home section constants', () => {
  it('shows 4, 6, 8 or 10 new arrivals by width and banner', () => {
    expect(newArrivalsCount(400, true)).toBe(4);
    expect(newArrivalsCount(800, true)).toBe(6);
    expect(newArrivalsCount(1280, true)).toBe(8);
    expect(newArrivalsCount(1280, false)).toBe(10);
  });

  it('keeps banners for 5 minutes', () => {
    expect(CACHE_MS.banners).toBe(300_000);
  });
});
