import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button, Skeleton, navigateTo } from '@storefront/shared';
import { trackOrderPath } from '@storefront/shared/ordering';
import type { Order, PaymentState } from '@storefront/shared/contract/order';
import { readLastOrder } from '../../lib/last-order';
import { leaveOrderPayment, useTrackedOrder } from './order-api';
import { OrderPlaced } from './OrderPlaced';
import { OrderPageColumn, OrderPageActions } from './order-page-ui';

export const CONFIRMING_PAYMENT_TITLE = 'Confirming your payment';
export const CONFIRMING_PAYMENT_TEXT = 'We are waiting for the payment provider to confirm your payment.';
export const NOT_CONFIRMED_TITLE = 'Payment not confirmed yet';
export const NOT_CONFIRMED_TEXT =
  'We have not heard from the payment provider yet. Your order updates as soon as they tell us; check again in a moment or track the order.';
export const LEAVING_PAYMENT_TITLE = 'Closing the payment page';
export const LEAVING_PAYMENT_TEXT = 'One moment while we close the payment page.';
/** How often the order is read while its payment is decided. */
export const PAYMENT_POLL_MS = 1500;
/** After this, the page stops polling and says plainly that no answer has come. */
export const PAYMENT_WAIT_LIMIT_MS = 60_000;

/**
 * Where the order's payment stands. Only the order as the API reads it counts: the API learns the
 * result from the provider's signed webhook, never from the address the customer came back on.
 */
export function paymentOutcome(state: PaymentState | undefined): 'paid' | 'failed' | 'waiting' {
  if (state?.payment_status === 'paid') return 'paid';
  if (state?.payment_status === 'failed' || state?.order_status === 'failed') return 'failed';
  return 'waiting';
}

interface PaymentReturnProps {
  orderId: number;
  /** Shows the failed page; the page decides how (in place of this entry, so Back skips the wait). */
  onFailed: () => void;
}

function WaitView({
  title,
  text,
  orderId,
  children,
}: {
  title: string;
  text: string;
  orderId: number;
  children?: ReactNode;
}) {
  return (
    <OrderPageColumn>
      <h1>{title}</h1>
      <p role="status">{text}</p>
      <p>Order ID #{orderId}</p>
      {children ?? <Skeleton aria-hidden="true" $width="12rem" $height="0.75rem" />}
    </OrderPageColumn>
  );
}

/**
 * /order?order_id=…&payment=returned: the provider sent the customer back. The order is read every
 * 1.5 s until its payment is paid (the success view) or failed (the failed page); after a minute
 * without an answer the page says so, and the customer may check again or track the order.
 */
export function ConfirmingPayment({ orderId, onFailed }: PaymentReturnProps) {
  const last = readLastOrder(orderId);
  const [gaveUp, setGaveUp] = useState(false);
  const [checking, setChecking] = useState(false);
  // Kept across renders: SWR restarts its polling timer whenever the interval option changes.
  const refreshInterval = useCallback(
    (latest?: Order) => (gaveUp || paymentOutcome(latest) !== 'waiting' ? 0 : PAYMENT_POLL_MS),
    [gaveUp],
  );
  const { data: order, mutate } = useTrackedOrder(orderId, last?.contactNumber, true, {
    refreshInterval,
    // SWR does not poll while the last read failed: a passing network fault is retried soon.
    errorRetryInterval: PAYMENT_POLL_MS,
    errorRetryCount: 5,
  });
  const outcome = paymentOutcome(order);

  useEffect(() => {
    if (outcome !== 'waiting') return;
    const timer = setTimeout(() => setGaveUp(true), PAYMENT_WAIT_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  useEffect(() => {
    if (outcome === 'failed') onFailed();
  }, [outcome, onFailed]);

  if (outcome === 'paid') return <OrderPlaced orderId={orderId} />;
  if (!gaveUp || outcome === 'failed') {
    return <WaitView title={CONFIRMING_PAYMENT_TITLE} text={CONFIRMING_PAYMENT_TEXT} orderId={orderId} />;
  }
  const checkAgain = async () => {
    setChecking(true);
    await mutate().catch(() => undefined);
    setChecking(false);
  };
  return (
    <WaitView title={NOT_CONFIRMED_TITLE} text={NOT_CONFIRMED_TEXT} orderId={orderId}>
      <OrderPageActions>
        <Button type="button" disabled={checking} onClick={() => void checkAgain()}>
          Check again
        </Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => navigateTo(trackOrderPath(orderId, last?.contactNumber))}
        >
          Track Order
        </Button>
      </OrderPageActions>
    </WaitView>
  );
}

/**
 * One leave call per order, shared by the effects that ask for it: React's strict mode runs an
 * effect twice, and the second run must wait for the first call rather than drop its answer.
 * A failed call answers null: the order is then watched as on a return.
 */
const leaving = new Map<number, Promise<PaymentState | null>>();
function leaveOnce(orderId: number): Promise<PaymentState | null> {
  let call = leaving.get(orderId);
  if (!call) {
    call = leaveOrderPayment(orderId)
      .catch(() => null)
      .finally(() => leaving.delete(orderId));
    leaving.set(orderId, call);
  }
  return call;
}

/**
 * /order?order_id=…&payment=left: the customer tapped Cancel on the provider's page. The API ends
 * that page; a failed order goes to the failed page, one still waiting is watched until it fails.
 */
export function LeftPayment({ orderId, onFailed }: PaymentReturnProps) {
  const [left, setLeft] = useState<'failed' | 'waiting' | null>(null);

  useEffect(() => {
    let current = true;
    void leaveOnce(orderId).then((state) => {
      if (current) setLeft(paymentOutcome(state ?? undefined) === 'failed' ? 'failed' : 'waiting');
    });
    return () => {
      current = false;
    };
  }, [orderId]);

  useEffect(() => {
    if (left === 'failed') onFailed();
  }, [left, onFailed]);

  if (left === 'waiting') return <ConfirmingPayment orderId={orderId} onFailed={onFailed} />;
  return <WaitView title={LEAVING_PAYMENT_TITLE} text={LEAVING_PAYMENT_TEXT} orderId={orderId} />;
}
