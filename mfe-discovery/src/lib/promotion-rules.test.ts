import {
  BRAND_SORT_OPTIONS,
  campaignEnd,
  campaignSlides,
  cashbackTerms,
  cashbackValue,
  commonConditionRows,
  countdown,
  countdownText,
  flashSaleProgress,
  sortBrands,
} from './promotion-rules';

const taka = { decimals: 2, symbol: '৳', symbolPosition: 'left' as const };

describe('countdown', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it('counts days, hours, minutes and seconds as DD:HH:MM:SS', () => {
    const end = new Date('2026-01-03T05:06:07Z');
    expect(countdown(end, now)).toEqual({ days: 2, hours: 5, minutes: 6, seconds: 7 });
    expect(countdownText(end, now)).toBe('02d:05h:06m:07s');
  });
  it('says the campaign is over once the end has passed', () => {
    expect(countdownText(new Date('2025-12-31T23:59:59Z'), now)).toBe('This campaign is over');
    expect(countdown(now, now)).toBeNull();
  });
  it('ends a date-only campaign at the end of that day', () => {
    // A date alone ends at 23:59:59 that day in Dhaka (UTC+6).
    expect(campaignEnd('2026-01-03').toISOString()).toBe('2026-01-03T17:59:59.000Z');
    expect(campaignEnd('2026-01-03', '23:00:00').toISOString()).toBe('2026-01-03T17:00:00.000Z');
    expect(campaignEnd('2026-01-03T10:00:00Z').toISOString()).toBe('2026-01-03T10:00:00.000Z');
  });
});

describe('flash sale', () => {
  it('shows progress as sold divided by stock times 100, within 0..100', () => {
    expect(flashSaleProgress(3, 12)).toBe(25);
    expect(flashSaleProgress(20, 10)).toBe(100);
    expect(flashSaleProgress(0, 0)).toBe(0);
    expect(flashSaleProgress(1, 0)).toBe(100);
  });
});

describe('coupons and cashback', () => {
  it('words a cashback offer by its type', () => {
    expect(cashbackValue({ cashback_type: 'percentage', cashback_amount: 5 }, taka)).toBe('5% cashback');
    expect(cashbackValue({ cashback_type: 'amount', cashback_amount: 40 }, taka)).toBe('৳40.00 cashback');
    expect(cashbackTerms({ min_purchase: 500, end_date: '2026-02-01' }, taka)).toBe(
      'On orders over ৳500.00, until 2026-02-01',
    );
  });
});

describe('carousels and grids', () => {
  it('shows 2 campaigns side by side, 1 when there is only one', () => {
    expect(campaignSlides(1)).toBe(1);
    expect(campaignSlides(3)).toBe(2);
  });
  it('uses two rows of common-condition products above the width threshold', () => {
    expect(commonConditionRows(8, 1280)).toBe(2);
    expect(commonConditionRows(7, 1280)).toBe(1);
    expect(commonConditionRows(3, 375)).toBe(2);
    expect(commonConditionRows(2, 375)).toBe(1);
  });
});

describe('brands', () => {
  const brands = [{ name: 'Voltix' }, { name: 'Farm Fresh' }, { name: 'Stride' }];
  it('sorts by the spec labels', () => {
    expect(BRAND_SORT_OPTIONS.map((option) => option.label)).toEqual(['Default', 'Sort by : A to Z', 'Z to A']);
    expect(sortBrands(brands, 'Default')).toBe(brands);
    expect(sortBrands(brands, 'AtoZ').map((b) => b.name)).toEqual(['Farm Fresh', 'Stride', 'Voltix']);
    expect(sortBrands(brands, 'ZtoA').map((b) => b.name)).toEqual(['Voltix', 'Stride', 'Farm Fresh']);
  });
});
