import { formatCount, formatCouponText, formatDistance, formatPrice, formatTime12h } from './format';

test('counts follow the plural rules', () => {
  expect(formatCount(1, 'item')).toBe('1 item');
  expect(formatCount(2, 'item')).toBe('2 items');
  expect(formatCount(0, 'item')).toBe('0 items');
  expect(formatCount(3, 'person', 'people')).toBe('3 people');
});

const dollars = { decimals: 2, symbol: '$' };

describe('formatPrice', () => {
  it('uses digit_after_decimal_point', () => {
    expect(formatPrice(12.5, dollars)).toBe('$12.50');
    expect(formatPrice(12.5, { ...dollars, decimals: 0 })).toBe('$13');
    expect(formatPrice(1234.567, { ...dollars, decimals: 3 })).toBe('$1,234.567');
  });
  it('puts the symbol where configured and keeps the sign in front', () => {
    expect(formatPrice(5, { decimals: 1, symbol: '৳', symbolPosition: 'right' })).toBe('5.0৳');
    expect(formatPrice(-5, dollars)).toBe('-$5.00');
  });
});

describe('formatTime12h', () => {
  it('shows 12-hour times', () => {
    expect(formatTime12h('00:05')).toBe('12:05 AM');
    expect(formatTime12h('09:30:00')).toBe('9:30 AM');
    expect(formatTime12h('12:00')).toBe('12:00 PM');
    expect(formatTime12h('23:45')).toBe('11:45 PM');
  });
  it('leaves text it cannot read alone', () => {
    expect(formatTime12h('soon')).toBe('soon');
  });
});

describe('formatDistance', () => {
  it('shows 1k+ km beyond 1000 km', () => {
    expect(formatDistance(1_000_001)).toBe('1k+ km');
    expect(formatDistance(1_000_000)).toBe('1000 km');
  });
  it('uses metres under a kilometre', () => {
    expect(formatDistance(420)).toBe('420 m');
    expect(formatDistance(2500)).toBe('2.5 km');
  });
});

describe('formatCouponText', () => {
  it('reads as the spec says for both discount types', () => {
    expect(formatCouponText({ discount: 10, discount_type: 'percent', min_purchase: 50 }, dollars)).toBe(
      'get 10% discount min Order of $50.00',
    );
    expect(formatCouponText({ discount: 5, discount_type: 'amount', min_purchase: 20 }, dollars)).toBe(
      'get $5.00 discount min Order of $20.00',
    );
  });

  it('a free-delivery coupon promises free delivery, not a discount of nothing', () => {
    const freeDelivery = {
      discount: 0,
      discount_type: 'amount' as const,
      min_purchase: 400,
      coupon_type: 'free_delivery',
    };
    expect(formatCouponText(freeDelivery, dollars)).toBe('Free delivery, min order of $400.00');
  });
});
