import styled from 'styled-components';
import { Skeleton, httpStatusOf } from '@storefront/shared';
import type { OrderQuote } from '@storefront/shared/contract/order';
import { BILL_FALLBACK_TEXT, BILL_UNAVAILABLE_TEXT, billRows, dueAfterWallet } from './order-bill';

const Rows = styled.dl`
  margin: 0.75rem 0 1rem;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.5rem 1rem;
  dt,
  dd {
    margin: 0;
  }
  dd {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  s {
    color: ${({ theme }) => theme.color.textMuted};
    margin-right: 0.4rem;
  }
  .total {
    font-weight: 700;
    font-size: 1.1rem;
    padding-top: 0.5rem;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  &[aria-busy='true'] dd {
    opacity: 0.6;
  }
`;

/** A dt/dd pair; the grid lays out its children. */
const Row = styled.div`
  display: contents;
`;

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

/** The whole bill before Place Order: items, add-ons, discounts, tax, delivery, service, tip, total. */
export function OrderBill({ quote, orderType, settling, problem, money, serviceChargeName }: OrderBillProps) {
  if (!quote) {
    if (problem) return <Note role="status">{problem === 'missing' ? BILL_FALLBACK_TEXT : BILL_UNAVAILABLE_TEXT}</Note>;
    return <Skeleton $height={BILL_SKELETON_HEIGHT} role="status" aria-label="Working out the bill" />;
  }
  return (
    <>
      <Rows aria-busy={settling} data-testid="bill">
        {billRows(quote, orderType, serviceChargeName).map((row) => (
          <Row key={row.key}>
            <dt>{row.label}</dt>
            <dd data-testid={`bill-${row.key}`}>
              {row.was !== undefined ? (
                <s>
                  <span className="visually-hidden">was </span>
                  {money(row.was)}
                </s>
              ) : null}
              {row.discount
                ? `−${money(row.amount)}`
                : row.was !== undefined && row.amount === 0
                  ? 'Free'
                  : money(row.amount)}
            </dd>
          </Row>
        ))}
        <dt className="total">Total</dt>
        <dd className="total" data-testid="bill-total">
          {money(quote.total)}
        </dd>
        {quote.wallet_used > 0 ? (
          <>
            <dt>Paid from wallet</dt>
            <dd data-testid="bill-wallet">−{money(quote.wallet_used)}</dd>
            <dt>Left to pay</dt>
            <dd data-testid="bill-due">{money(dueAfterWallet(quote))}</dd>
          </>
        ) : null}
      </Rows>
      {problem ? <Note role="status">{BILL_UNAVAILABLE_TEXT}</Note> : null}
    </>
  );
}
