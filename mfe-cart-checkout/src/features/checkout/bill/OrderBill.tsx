import styled from 'styled-components';
import { Skeleton, httpStatusOf } from '@storefront/shared';
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

/** Why there is no fresh bill: an API without the quote route (404), or any other failure. */
export function quoteProblem(error: unknown): OrderBillProps['problem'] {
  if (!error) return null;
  return httpStatusOf(error) === 404 ? 'missing' : 'failed';
}

/** The rows' height while the first bill is asked for, so nothing below it jumps. */
const BILL_SKELETON_HEIGHT = '11rem';

export interface OrderBillProps {
  quote: OrderQuote | undefined;
  orderType: 'delivery' | 'take_away';
  /** A newer bill is on its way (the last one stays, dimmed). */
  settling: boolean;
  /** The API could not quote: 'missing' when it has no quote route, 'failed' otherwise. */
  problem: 'missing' | 'failed' | null;
  money: (amount: number) => string;
  /** The business's name for its service charge (config's additional_charge_name). */
  serviceChargeName?: string | null;
}

/** The whole bill before Place Order, from the API's quote; what to say while there is none. */
export function OrderBill({ quote, orderType, settling, problem, money, serviceChargeName }: OrderBillProps) {
  if (!quote) {
    if (problem) return <Note role="status">{problem === 'missing' ? BILL_FALLBACK_TEXT : BILL_UNAVAILABLE_TEXT}</Note>;
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
      {problem ? <Note role="status">{BILL_UNAVAILABLE_TEXT}</Note> : null}
    </>
  );
}
