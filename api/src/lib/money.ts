import { formatPrice, type PriceFormat } from '@storefront/shared/format/format';

/** Taka to whole poisha (two decimals), as every bill line is kept. */
export const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Amounts in messages as the business writes them (its symbol, side and decimals): '৳300.00'. */
export function moneyOf(settings: {
  currency_symbol: string;
  currency_symbol_direction: string;
  digit_after_decimal_point: number;
}): (amount: number) => string {
  const format: PriceFormat = {
    decimals: settings.digit_after_decimal_point,
    symbol: settings.currency_symbol,
    symbolPosition: settings.currency_symbol_direction === 'right' ? 'right' : 'left',
  };
  return (amount) => formatPrice(amount, format);
}
