import { newArrivalsCount } from './section-constants';

describe('home section constants', () => {
  it('shows 4, 6, 8 or 10 new arrivals by width and banner', () => {
    expect(newArrivalsCount(400, true)).toBe(4);
    expect(newArrivalsCount(800, true)).toBe(6);
    expect(newArrivalsCount(1280, true)).toBe(8);
    expect(newArrivalsCount(1280, false)).toBe(10);
  });
});
