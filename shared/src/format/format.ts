/** Formatting every part shares: one price formatter, one time formatter, one distance formatter. */

export interface PriceFormat {
  /** config.digit_after_decimal_point */
  decimals: number;
  symbol: string;
  /** Where the currency symbol stands. */
  symbolPosition?: 'left' | 'right';
}

// One number formatter per count of decimals: making one is costly (a home page shows a few hundred prices).
const numberFormats = new Map<number, Intl.NumberFormat>();

function numberFormatFor(decimals: number): Intl.NumberFormat {
  let numberFormat = numberFormats.get(decimals);
  if (!numberFormat) {
    numberFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(decimals, numberFormat);
  }
  return numberFormat;
}

export function formatPrice(amount: number, format: PriceFormat): string {
  const fixed = numberFormatFor(format.decimals).format(Math.abs(amount));
  const sign = amount < 0 ? '-' : '';
  return format.symbolPosition === 'right' ? `${sign}${fixed}${format.symbol}` : `${sign}${format.symbol}${fixed}`;
}

const pluralRules = new Intl.PluralRules('en-US');

/** A count and its noun by the language's plural rules: '1 item', '2 items', '0 items'. */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${pluralRules.select(count) === 'one' ? singular : plural}`;
}

/** 'HH:mm' or 'HH:mm:ss' (24-hour) to '9:05 AM'. */
export function formatTime12h(time: string): string {
  const [hoursText, minutesText] = time.split(':');
  const hours = Number(hoursText);
  const minutes = Number(minutesText);
  if (!Number.isInteger(hours) || !Number.isInteger(minutes)) return time;
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const hours12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hours12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** Metres to a short distance; more than 1000 km reads '1k+ km'. */
export function formatDistance(metres: number): string {
  const km = metres / 1000;
  if (km > 1000) return '1k+ km';
  if (km < 1) return `${Math.round(metres)} m`;
  return `${km.toFixed(km < 10 ? 1 : 0)} km`;
}

export interface CouponTerms {
  discount: number;
  discount_type: 'percent' | 'amount';
  min_purchase: number;
  /** A free-delivery coupon waives the delivery charge instead of taking an amount off. */
  coupon_type?: string;
}

/** 'get {x}% discount min Order of {amount}' or 'get {amount} discount min Order of {amount}'. */
export function formatCouponText(coupon: CouponTerms, format: PriceFormat): string {
  if (coupon.coupon_type === 'free_delivery')
    return `Free delivery, min order of ${formatPrice(coupon.min_purchase, format)}`;
  const value = coupon.discount_type === 'percent' ? `${coupon.discount}%` : formatPrice(coupon.discount, format);
  return `get ${value} discount min Order of ${formatPrice(coupon.min_purchase, format)}`;
}
