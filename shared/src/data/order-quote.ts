import useSWR from 'swr';
import { OrderQuoteSchema, type OrderQuotePayload } from '../contract/order';
import { sendParsed, useDebounced } from '@storefront/shared';

export const QUOTE_URL = '/customer/order/quote';
/** Typing a tip or a coupon asks again only once the field has settled. */
const QUOTE_SETTLE_MS = 300;

const fetchQuote = ([url, body]: readonly [string, string]) =>
  sendParsed('post', url, OrderQuoteSchema, JSON.parse(body) as OrderQuotePayload);

/**
 * The bill placing this order (a store's or a parcel) now would charge, asked of the API (the same pricing code places the
 * order, so the two cannot disagree). The last bill stays on screen while a new one is asked for.
 */
export function useOrderQuote(payload: OrderQuotePayload | null) {
  const body = useDebounced(payload ? JSON.stringify(payload) : null, QUOTE_SETTLE_MS);
  const current = payload ? JSON.stringify(payload) : null;
  const swr = useSWR(body ? ([QUOTE_URL, body] as const) : null, fetchQuote, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return { ...swr, settling: current !== body || swr.isValidating };
}
