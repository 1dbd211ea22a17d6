import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  Dialog,
  EmptyState,
  Skeleton,
  formatBusinessDateTime,
  formatPrice,
  httpStatusOf,
  navigateTo,
  priceFormatOf,
  tokenAtom,
  useAtomValue,
  useConfig,
} from '@storefront/shared';
import { trackOrderPath } from '@storefront/shared/ordering';
import { readLastOrder } from '../../lib/last-order';
import { orderDetailsAccess } from './order-access';
import { statusLabel, useTrackedOrder } from './order-api';
import { OrderPageColumn, OrderPageActions } from './order-page-ui';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.4rem 1rem;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

export const ORDER_PLACED_TITLE = 'Order placed successfully';
export const ORDER_NOT_FOUND_TITLE = 'Order not found';
export const TRACK_THIS_ORDER_TEXT = 'Track this order with the phone number it was placed with.';
export const GUEST_ORDER_DIALOG_TITLE = 'Thank you for your order';

/**
 * /order?order_id=…: the success view with the order id and the server's total; guests also get the
 * order dialog. Success is said only of an order this tab placed or the visitor can read: an id
 * that is no order says so, and one this visitor cannot read is offered to tracking.
 */
export function OrderPlaced({ orderId }: { orderId: number }) {
  const { data: config } = useConfig();
  const last = readLastOrder(orderId);
  const guest = Boolean(last?.guest);
  const [dialogOpen, setDialogOpen] = useState(guest);
  const readable = orderDetailsAccess(useAtomValue(tokenAtom), last?.contactNumber) !== 'none';
  const { data: order, error } = useTrackedOrder(orderId, last?.contactNumber, readable);
  // The tracking form opens filled in with what this page knows (a guest's phone too).
  const track = () => navigateTo(trackOrderPath(orderId, last?.contactNumber));
  const trackButton = (
    <Button type="button" onClick={track}>
      Track Order
    </Button>
  );
  if (httpStatusOf(error) === 404) return <EmptyState title={ORDER_NOT_FOUND_TITLE} action={trackButton} />;
  if (!last && !readable) {
    return (
      <OrderPageColumn>
        <h1>Order #{orderId}</h1>
        <p>{TRACK_THIS_ORDER_TEXT}</p>
        <OrderPageActions>{trackButton}</OrderPageActions>
      </OrderPageColumn>
    );
  }
  if (!last && !order && !error) return <Skeleton $height="10rem" aria-label="Loading the order" />;
  return (
    <OrderPageColumn>
      <h1>{ORDER_PLACED_TITLE}</h1>
      <p data-testid="order-id">Order ID #{orderId}</p>
      {last ? <p>Total: {formatPrice(last.total, priceFormatOf(config))}</p> : null}
      <OrderPageActions>
        <Button type="button" onClick={track}>
          Track Order
        </Button>
        <Button type="button" $variant="secondary" onClick={() => navigateTo('/home')}>
          Back to home
        </Button>
      </OrderPageActions>
      <Dialog open={dialogOpen} title={GUEST_ORDER_DIALOG_TITLE} onClose={() => setDialogOpen(false)}>
        <Facts data-testid="guest-order-facts">
          <dt>Order number</dt>
          <dd>#{orderId}</dd>
          <dt>Time</dt>
          <dd>
            {order ? (
              formatBusinessDateTime(order.created_at)
            ) : error ? (
              '—'
            ) : (
              <Skeleton $width="10rem" $height="1rem" />
            )}
          </dd>
          <dt>Status</dt>
          <dd>{order ? statusLabel(order.order_status) : error ? '—' : <Skeleton $width="6rem" $height="1rem" />}</dd>
        </Facts>
        <p>Keep the order number and your phone number to track this order later.</p>
        <OrderPageActions>
          <Button type="button" onClick={track}>
            Track Order
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setDialogOpen(false)}>
            Close
          </Button>
        </OrderPageActions>
      </Dialog>
    </OrderPageColumn>
  );
}
