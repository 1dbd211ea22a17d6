import { discountBadgeText, discountedPrice, displayName, effectiveDiscount } from './item-rules';

describe('item rules', () => {
  it('cuts names at 25 characters outside food', () => {
    const long = 'Sweet Yogurt (Mishti Doi) Family Pack';
    expect(displayName(long, 'grocery')).toBe('Sweet Yogurt (Mishti Doi)…');
    expect(displayName(long, 'food')).toBe(long);
    expect(displayName('Cola', 'grocery')).toBe('Cola');
    expect(displayName('x'.repeat(25), 'pharmacy')).toBe('x'.repeat(25));
  });

  it('lets a running store discount win over the item discount', () => {
    expect(effectiveDiscount({ discount: 10, discount_type: 'amount', store_discount: 15 })).toEqual({
      value: 15,
      type: 'percent',
    });
    expect(effectiveDiscount({ discount: 10, discount_type: 'amount', store_discount: 0 })).toEqual({
      value: 10,
      type: 'amount',
    });
    expect(effectiveDiscount({ discount: 0, discount_type: 'percent', store_discount: 0 })).toBeNull();
  });

  it('prices after the discount', () => {
    expect(discountedPrice({ price: 200, discount: 10, discount_type: 'percent', store_discount: 0 })).toBe(180);
    expect(discountedPrice({ price: 200, discount: 30, discount_type: 'amount', store_discount: 0 })).toBe(170);
    expect(discountedPrice({ price: 20, discount: 30, discount_type: 'amount', store_discount: 0 })).toBe(0);
  });

  it('badges the discount as a percent, or as an amount when the type is not percent', () => {
    const taka = { decimals: 2, symbol: '৳', symbolPosition: 'left' as const };
    expect(discountBadgeText({ value: 10, type: 'percent' }, taka)).toBe('10% OFF');
    expect(discountBadgeText({ value: 30, type: 'amount' }, taka)).toBe('৳30.00 OFF');
  });
});
