import styled from 'styled-components';
import type { OrderQuote } from '@storefront/shared/contract/order';
import { Section } from '../checkout-ui';
import { BILL_FALLBACK_TEXT, OrderBill, quoteProblem } from './OrderBill';
import { PlaceOrderBar } from './PlaceOrderBar';

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.6rem;
  li {
    display: flex;
    justify-content: space-between;
    gap: 0.5rem;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Hint = styled.p`
  margin: 0 0 1rem;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface SummaryLine {
  key: string;
  name: string;
  detail: string;
  quantity: number;
  total: number;
}

export interface OrderSummaryProps {
  /** A prescription order names its store; the store prices it. */
  prescriptionStore: { name: string } | null | undefined;
  prescription: boolean;
  lines: SummaryLine[];
  orderType: 'delivery' | 'take_away';
  distanceKm: number | null;
  /** Whether there is a bill to quote (not for a prescription, not before a delivery address). */
  quotable: boolean;
  bill: { data?: OrderQuote; error?: unknown; settling: boolean };
  money: (amount: number) => string;
  serviceChargeName?: string | null;
  canPlace: boolean;
  onPlace: () => void;
}

/** What is ordered, the whole bill, and Place Order. */
export function OrderSummary(props: OrderSummaryProps) {
  const { lines, orderType, distanceKm, bill, money } = props;
  return (
    <Section aria-labelledby="order-summary">
      <h2 id="order-summary">Order Summary</h2>
      {props.prescription ? (
        <p data-testid="prescription-summary">
          Prescription order{props.prescriptionStore ? ` at ${props.prescriptionStore.name}` : ''}: the store prices the
          medicines after reading your prescription.
        </p>
      ) : null}
      <Lines>
        {lines.map((line) => (
          <li key={line.key}>
            <span>
              {line.name} × {line.quantity}
              {line.detail ? <small>{line.detail}</small> : null}
            </span>
            <span>{money(line.total)}</span>
          </li>
        ))}
      </Lines>
      {orderType === 'delivery' && distanceKm !== null ? (
        <Lines>
          <li>
            <span>Distance</span>
            <span>{distanceKm} km</span>
          </li>
        </Lines>
      ) : null}
      {props.quotable ? (
        <OrderBill
          quote={bill.data}
          orderType={orderType}
          settling={bill.settling}
          problem={quoteProblem(bill.error)}
          money={money}
          serviceChargeName={props.serviceChargeName}
        />
      ) : (
        <Hint>{BILL_FALLBACK_TEXT}</Hint>
      )}
      <PlaceOrderBar
        total={props.quotable ? (bill.data?.total ?? null) : null}
        money={money}
        canPlace={props.canPlace}
        onPlace={props.onPlace}
      />
    </Section>
  );
}
