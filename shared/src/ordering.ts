/**
 * @storefront/shared/ordering: what the parts that take and show orders use (the bill, the quote,
 * the tracking timeline and form). Not part of the shared singleton: a module's home carries none
 * of it, and each ordering part bundles what it imports. These modules hold no state of their own;
 * the API client and the toast helper they use come from '@storefront/shared'.
 */
export { attemptKey, useAttemptKey, IDEMPOTENCY_HEADER, type AttemptKey } from './api/attempt-key';
export { goToPaymentPage } from './api/payment-page';
export { addressDetailParts, addressLabel } from './format/address-details';
export { addOnNames, variationText } from './format/line-text';
export { BillRows, type BillRowsProps } from './ui/bill/BillRows';
export {
  billRows,
  billOfOrder,
  dueAfterWallet,
  rowsTotal,
  type BillRow,
  type BillOrderType,
} from './ui/bill/bill-rows';
export { useOrderQuote, QUOTE_URL } from './data/order-quote';
export {
  TIMELINE_STEPS,
  TIMELINE_LABELS,
  TRACKING_POLL_MS,
  timelineStep,
  statusLabel,
  pollInterval,
  directionsUrl,
} from './tracking/timeline';
export {
  NEED_ORDER_ID,
  NEED_CONTACT_NUMBER,
  TRACK_ORDER_PATH,
  TRACK_QUERY,
  checkTrackForm,
  toastTrackCheck,
  trackOrderPath,
  trackFormFromQuery,
  type TrackFormValues,
  type TrackFormCheck,
} from './forms/track-order';
