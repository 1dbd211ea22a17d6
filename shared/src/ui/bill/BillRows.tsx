import styled from 'styled-components';
import type { OrderQuote } from '../../contract/order';
import { billRows, dueAfterWallet, type BillOrderType } from './bill-rows';

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
  /* Figures being worked out again read as muted, not faded: the muted text colour keeps its contrast. */
  &[aria-busy='true'] dd {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** A dt/dd pair; the grid lays out its children. */
const Row = styled.div`
  display: contents;
`;

export interface BillRowsProps {
  bill: OrderQuote;
  orderType: BillOrderType;
  money: (amount: number) => string;
  /** The business's name for its service charge (config's additional_charge_name). */
  serviceChargeName?: string | null;
  /** A newer bill is on its way (this one stays, dimmed). */
  settling?: boolean;
}

/**
 * A bill, line by line, as a receipt reads: the same rows before Place Order (a quote) and on a
 * placed order's page, so the two read alike and add up alike.
 */
export function BillRows({ bill, orderType, money, serviceChargeName, settling = false }: BillRowsProps) {
  return (
    <Rows aria-busy={settling} data-testid="bill">
      {billRows(bill, orderType, serviceChargeName).map((row) => (
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
        {money(bill.total)}
      </dd>
      {bill.wallet_used > 0 ? (
        <>
          <dt>Paid from wallet</dt>
          <dd data-testid="bill-wallet">−{money(bill.wallet_used)}</dd>
          <dt>Left to pay</dt>
          <dd data-testid="bill-due">{money(dueAfterWallet(bill))}</dd>
        </>
      ) : null}
    </Rows>
  );
}
