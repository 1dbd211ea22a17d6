import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  Dialog,
  httpStatusOf,
  loadCart,
  navigateTo,
  toast,
  tokenAtom,
  useAtomValue,
  useBusyAction,
  useConfig,
} from '@storefront/shared';
import { useNavigate } from '@storefront/shared/router';
import { goToPaymentPage, useAttemptKey } from '@storefront/shared/ordering';
import type { Order } from '@storefront/shared/contract/order';
import {
  cancelOrder,
  retryOrderPayment,
  switchToCashOnDelivery,
  usePaymentOptions,
  useTrackedOrder,
} from './order-api';
import { orderDetailsAccess } from './order-access';
import {
  FAILED_DIALOG_DELAY_MS,
  ORDER_FAILED_QUESTION,
  ORDER_FAILED_TEXT,
  ORDER_FAILED_TITLE,
  ORDER_PAYMENT_CANCELED_REASON,
} from './order-failed-texts';
import { offersCashOnDelivery, readLastOrder } from '../../lib/last-order';
import { OrderDetailsEmbed } from './OrderDetailsEmbed';
import { OrderPageColumn } from './order-page-ui';

const Actions = styled.div`
  display: grid;
  gap: 0.6rem;
  margin-top: 1.25rem;
`;

/** /order?flag=fail&order_id=…: the failed payment page, its dialog opening after 500 ms. */
export function OrderFailed({ orderId }: { orderId: number }) {
  const [asking, setAsking] = useState(false);
  const { busy, run } = useBusyAction();
  const attempt = useAttemptKey();
  const options = usePaymentOptions(orderId);
  // The order's zone decides, whichever tab placed it; an API without the route leaves it to the
  // record of the tab that placed the order.
  const cashOnDelivery = options.data
    ? options.data.cash_on_delivery
    : httpStatusOf(options.error) === 404 && offersCashOnDelivery(readLastOrder(orderId));
  const { order, readable, reread } = useReadableOrder(orderId);
  const tryAgain = useRetryOffered(order, readable);
  // Back to this page after the order was switched or cancelled: the order as it is now, not the
  // question again (in place of this entry).
  const navigate = useNavigate();
  const leaving = useRef(false);
  const settled = order ? settledOrderPath(order) : null;
  useEffect(() => {
    if (settled && !leaving.current) void navigate(settled, { replace: true });
  }, [navigate, settled]);

  useEffect(() => {
    const timer = setTimeout(() => setAsking(true), FAILED_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  /**
   * Both answers settle the order and go to /home. The API empties the cart only for a settled
   * order, and a cancelled one's lines are back in it: the cart is read again, never cleared here.
   */
  const resolve = (action: () => Promise<{ message: string }>) =>
    run(async () => {
      const reply = await action();
      toast.success(reply.message);
      leaving.current = true;
      await loadCart().catch(() => undefined);
      // The order as it is now, for Back to this page: it shows the order, not this question.
      await reread().catch(() => undefined);
      setAsking(false);
      navigateTo('/home');
    });

  /** A new page at the payment provider for this order; the API's refusal shows as its toast. */
  const retry = () =>
    run(async () => {
      const page = await attempt.send((headers) => retryOrderPayment(orderId, headers));
      goToPaymentPage(page.payment_url);
    });

  return (
    <OrderPageColumn>
      <h1>{ORDER_FAILED_TITLE}</h1>
      <p>{ORDER_FAILED_TEXT}</p>
      <p>Order ID #{orderId}</p>
      <Button type="button" onClick={() => navigateTo('/home')}>
        Back to home
      </Button>
      <OrderDetailsEmbed orderId={orderId} />
      <Dialog open={asking && !settled} title={ORDER_FAILED_QUESTION} onClose={() => setAsking(false)}>
        <p>The payment of order #{orderId} did not go through.</p>
        <Actions>
          {tryAgain ? (
            <Button type="button" disabled={busy} onClick={() => void retry()}>
              Try again
            </Button>
          ) : null}
          {cashOnDelivery ? (
            <Button
              type="button"
              disabled={busy}
              onClick={() => void resolve(() => attempt.send((headers) => switchToCashOnDelivery(orderId, headers)))}
            >
              Switch to Cash On Delivery
            </Button>
          ) : null}
          <Button
            type="button"
            $variant="secondary"
            disabled={busy}
            onClick={() =>
              void resolve(() =>
                attempt.send((headers) => cancelOrder(orderId, ORDER_PAYMENT_CANCELED_REASON, headers)),
              )
            }
          >
            Cancel Order
          </Button>
        </Actions>
      </Dialog>
    </OrderPageColumn>
  );
}

/** The order, read when this visitor may (a token, or a guest's contact from the tab that placed it). */
function useReadableOrder(orderId: number) {
  const token = useAtomValue(tokenAtom);
  const last = readLastOrder(orderId);
  const readable = orderDetailsAccess(token, last?.contactNumber) !== 'none';
  const { data: order, error, mutate } = useTrackedOrder(orderId, last?.contactNumber, readable);
  return { order, readable: readable && !error, reread: () => mutate() };
}

/**
 * Where a failed order that has since been settled is shown: cancelled, or placed (switched to
 * another payment, or paid after all). Null while it is still failed or waiting for its payment.
 */
export function settledOrderPath(
  order: Pick<Order, 'id' | 'order_status' | 'payment_method' | 'payment_status'>,
): string | null {
  if (order.order_status === 'canceled') return `/order?flag=cancel&order_id=${order.id}`;
  if (order.order_status === 'failed') return null;
  if (order.payment_method !== 'digital_payment' || order.payment_status === 'paid') {
    return `/order?order_id=${order.id}`;
  }
  return null;
}

/**
 * Whether to offer paying online again: the API offers digital payment and the order was paid
 * digitally. Without the order (this visitor may not read it) the configuration decides alone, and
 * the API refuses an order that cannot be retried.
 */
function useRetryOffered(order: Order | undefined, readable: boolean): boolean {
  const { data: config } = useConfig();
  if (!config?.digital_payment) return false;
  if (order) return order.payment_method === 'digital_payment';
  // Not while the order is on its way: the button would show, then go.
  return !readable;
}
