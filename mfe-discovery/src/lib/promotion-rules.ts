/** Rules of the promotion sections: countdowns, flash-sale progress, coupon and cashback texts (spec section 9). */
import { businessInstant, formatPrice, type PriceFormat } from '@storefront/shared';
import type { Cashback } from '@storefront/shared/contract/cashback';

export const CAMPAIGN_OVER_TEXT = 'This campaign is over';
/** Copy-coupon feedback shows 'Copied' for 1000 ms. */
export const COPIED_TEXT = 'Copied';
export const COPY_FEEDBACK_MS = 1000;

/** Carousels: campaigns 2 slides (1 with a single campaign), ads 3 (wrapping only with more than 3). */
export const CAMPAIGNS_CAROUSEL = { perView: 2, autoplayMs: 4000 } as const;
export const ADS_CAROUSEL = { perView: 3, loopsWithMoreThan: 3 } as const;
/** Flash sale: fetched 2 at a time from offset 1, the card's carousel shows up to 15, autoplay 4 s, speed 800 ms. */
export const FLASH_SALE_QUERY = { limit: 2, offset: 1 } as const;
export const FLASH_SALE_CAROUSEL = { max: 15, autoplayMs: 4000, speedMs: 800 } as const;

/** The products a flash-sale card shows: the first `max` of the sale's (the home's claim order reads the same). */
export const shownFlashSaleProducts = <T>(sale: { active_products: T[] }): T[] =>
  sale.active_products.slice(0, FLASH_SALE_CAROUSEL.max);
export const FLASH_SALE_PAGE_LIMIT = 12;
/** Cashback list: stale after 10 s, kept 5 s. */
export const CASHBACK_CACHE_MS = 10_000;
/** Common conditions: their products 20 a page from offset 1. */
export const COMMON_CONDITION_QUERY = { limit: 20, offset: 1 } as const;
/** The brands page: the first brand large plus up to 8 others. */
export const BRANDS_SHOWN = 9;

export function campaignSlides(count: number): number {
  return count === 1 ? 1 : CAMPAIGNS_CAROUSEL.perView;
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left until `end` (null once it is over). */
export function countdown(end: Date, now: Date): Countdown | null {
  const left = Math.floor((end.getTime() - now.getTime()) / 1000);
  if (!Number.isFinite(left) || left <= 0) return null;
  return {
    days: Math.floor(left / 86400),
    hours: Math.floor((left % 86400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** DD:HH:MM:SS with each part's unit (02d:05h:06m:07s), or 'This campaign is over'. */
export function countdownText(end: Date, now: Date): string {
  const left = countdown(end, now);
  if (!left) return CAMPAIGN_OVER_TEXT;
  return `${two(left.days)}d:${two(left.hours)}h:${two(left.minutes)}m:${two(left.seconds)}s`;
}

/** A campaign's last moment: its end date (a date alone ends at 23:59:59 that day, business time). */
export function campaignEnd(endDate: string, endTime?: string | null): Date {
  if (endDate.includes('T')) return new Date(endDate);
  return businessInstant(endDate.slice(0, 10), endTime ?? '23:59:59');
}

/** Flash-sale progress: sold divided by stock times 100, kept within 0..100. */
export function flashSaleProgress(sold: number, stock: number): number {
  if (stock <= 0) return sold > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (sold / stock) * 100));
}

/** '5% cashback' or '৳40 cashback'. */
export function cashbackValue(offer: Pick<Cashback, 'cashback_type' | 'cashback_amount'>, format: PriceFormat): string {
  return offer.cashback_type === 'percentage'
    ? `${offer.cashback_amount}% cashback`
    : `${formatPrice(offer.cashback_amount, format)} cashback`;
}

export function cashbackTerms(offer: Pick<Cashback, 'min_purchase' | 'end_date'>, format: PriceFormat): string {
  return `On orders over ${formatPrice(offer.min_purchase, format)}, until ${offer.end_date.slice(0, 10)}`;
}

/** Whether the common-conditions carousel uses 2 rows: more products than the width's threshold. */
export function commonConditionRows(totalSize: number, viewportWidth: number): 1 | 2 {
  const threshold = viewportWidth >= 1180 ? 7 : viewportWidth >= 900 ? 4 : viewportWidth >= 600 ? 3 : 2;
  return totalSize > threshold ? 2 : 1;
}

export type BrandSort = 'Default' | 'AtoZ' | 'ZtoA';
/** The brands page's sort choices, with the spec's labels. */
export const BRAND_SORT_OPTIONS: { value: BrandSort; label: string }[] = [
  { value: 'Default', label: 'Default' },
  { value: 'AtoZ', label: 'Sort by : A to Z' },
  { value: 'ZtoA', label: 'Z to A' },
];

export function sortBrands<T extends { name: string }>(brands: T[], sort: BrandSort): T[] {
  if (sort === 'Default') return brands;
  const sorted = [...brands].sort((a, b) => a.name.localeCompare(b.name));
  return sort === 'AtoZ' ? sorted : sorted.reverse();
}
