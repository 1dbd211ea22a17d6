import { useEffect, useState } from 'react';
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
import { goToPaymentPage, useAttemptKey } from '@storefront/shared/ordering';
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
  const tryAgain = useRetryOffered(orderId);

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
      await loadCart().catch(() => undefined);
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
      <Dialog open={asking} title={ORDER_FAILED_QUESTION} onClose={() => setAsking(false)}>
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

/**
 * Whether to offer paying online again: the API offers digital payment and the order was paid
 * digitally. The order is read when this visitor may (a token, or a guest's contact); otherwise
 * the configuration decides alone, and the API refuses an order that cannot be retried.
 */
function useRetryOffered(orderId: number): boolean {
  const { data: config } = useConfig();
  const token = useAtomValue(tokenAtom);
  const last = readLastOrder(orderId);
  const readable = orderDetailsAccess(token, last?.contactNumber) !== 'none';
  const { data: order, error } = useTrackedOrder(orderId, last?.contactNumber, readable);
  if (!config?.digital_payment) return false;
  if (order) return order.payment_method === 'digital_payment';
  // Not while the order is on its way: the button would show, then go.
  return !readable || Boolean(error);
}
