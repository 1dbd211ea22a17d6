import styled from 'styled-components';
import { Skeleton, errorMessages, httpStatusOf } from '@storefront/shared';
import { BillRows } from '@storefront/shared/ordering';
import type { OrderQuote } from '@storefront/shared/contract/order';

export const BILL_FALLBACK_TEXT = 'Delivery charge, tax and discounts are calculated when the order is placed.';
export const BILL_UNAVAILABLE_TEXT =
  'The bill could not be worked out right now; the order is priced when it is placed.';

const Note = styled.p`
  margin: 0.75rem 0 1rem;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Why there is no fresh bill. */
export type QuoteProblem =
  /** The API has no quote route (404). */
  | 'missing'
  /** It did not answer, or failed (5xx). */
  | 'failed'
  /** It refused this order, and says why ("The store is closed now", "You need to order at least ৳300"). */
  | { refused: string };

/** The problem an error of the quote is: the API's own reason when it refused the order (4xx). */
export function quoteProblem(error: unknown): QuoteProblem | null {
  if (!error) return null;
  const status = httpStatusOf(error);
  if (status === 404) return 'missing';
  if (status !== undefined && status >= 400 && status < 500 && status !== 429) {
    return { refused: errorMessages(error).join(' ') };
  }
  return 'failed';
}

const problemText = (problem: QuoteProblem) =>
  problem === 'missing' ? BILL_FALLBACK_TEXT : problem === 'failed' ? BILL_UNAVAILABLE_TEXT : problem.refused;

/** The rows' height while the first bill is asked for, so nothing below it jumps. */
const BILL_SKELETON_HEIGHT = '11rem';

export interface OrderBillProps {
  quote: OrderQuote | undefined;
  orderType: 'delivery' | 'take_away';
  /** A newer bill is on its way (the last one stays, dimmed). */
  settling: boolean;
  /** Why the API gave no bill, if it did not. */
  problem: QuoteProblem | null;
  money: (amount: number) => string;
  /** The business's name for its service charge (config's additional_charge_name). */
  serviceChargeName?: string | null;
}

/** The whole bill before Place Order, from the API's quote; what to say while there is none. */
export function OrderBill({ quote, orderType, settling, problem, money, serviceChargeName }: OrderBillProps) {
  if (!quote) {
    if (problem) return <Note role="status">{problemText(problem)}</Note>;
    return <Skeleton $height={BILL_SKELETON_HEIGHT} role="status" aria-label="Working out the bill" />;
  }
  return (
    <>
      <BillRows
        bill={quote}
        orderType={orderType}
        money={money}
        serviceChargeName={serviceChargeName}
        settling={settling}
      />
      {problem ? <Note role="status">{problemText(problem)}</Note> : null}
    </>
  );
}
