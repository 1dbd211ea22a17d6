import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  LoadFailed,
  Skeleton,
  formatBusinessDateTime,
  isSignedInAtom,
  navigateTo,
  useAtomValue,
  useConfig,
  type OrderDetailsProps,
} from '@storefront/shared';
import {
  BillRows,
  addOnNames,
  addressDetailParts,
  billOfOrder,
  variationText,
  type BillOrderType,
} from '@storefront/shared/ordering';
import type { OrderDetailLine } from '@storefront/shared/contract/order';
import { isNotFound } from '../../lib/http';
import { usePrice } from '../../lib/use-price';
import { Badge, Card, Muted, Row, SectionTitle, Spread, Stack } from '../../ui/layout';
import { trackingDrawer } from '../../lib/tracking-store';
import { CancelOrderDialog } from './CancelOrderDialog';
import { ParcelFacts } from './ParcelFacts';
import { ProductImages } from '../../ui/ProductImages';
import { useOrder, useOrderLines } from '../../lib/order-api';
import {
  ORDER_NOT_FOUND,
  canCancel,
  canRate,
  canRequestRefund,
  canTrack,
  isParcel,
  refundRequestText,
  refundText,
  statusText,
} from '../../lib/order-rules';
import { RefundRequestDialog } from './RefundRequestDialog';

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  li {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
  }
`;

const LineChoices = styled.small`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A line's choices as ordered: its variation and add-ons ('Size: Large · Extra Cheese (2)'). */
const lineChoices = (line: OrderDetailLine) =>
  [variationText(line.variation), addOnNames(line.add_ons)].filter(Boolean).join(' · ');

const billOrderTypeOf = (type: string): BillOrderType =>
  type === 'parcel' || type === 'take_away' ? type : 'delivery';

/**
 * One order: status, lines with images (a parcel's sender, receiver and payer instead), the bill, and
 * the track and cancel actions. An open order is re-fetched every 10 s, so its status and actions
 * follow the store's (Cancel goes once it is confirmed).
 */
export function OrderDetails({ orderId, contactNumber, onBack, onChanged }: OrderDetailsProps) {
  const order = useOrder(orderId, contactNumber, { live: true });
  const lines = useOrderLines(orderId);
  const price = usePrice();
  const { data: config } = useConfig();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [refundOpen, setRefundOpen] = useState(false);
  const signedIn = useAtomValue(isSignedInAtom);

  if (isNotFound(order.error) || isNotFound(lines.error)) {
    return (
      <EmptyState
        title={ORDER_NOT_FOUND}
        action={
          onBack ? (
            <Button type="button" $variant="secondary" onClick={onBack}>
              Back to orders
            </Button>
          ) : null
        }
      />
    );
  }
  if (order.error || lines.error) {
    return (
      <LoadFailed
        title="This order could not be loaded."
        onRetry={() => {
          void order.mutate();
          void lines.mutate();
        }}
      />
    );
  }
  if (!order.data || !lines.data) return <Skeleton $height="16rem" aria-label="Loading the order" />;
  const data = order.data;
  const parcel = isParcel(data);
  const cancelable = canCancel(data);
  const images = lines.data.map((line) => line.item_details.image_full_url).filter((src): src is string => !!src);

  return (
    <Stack aria-label={`Order #${data.id}`} as="article">
      <Spread $wrap>
        <SectionTitle as="h2">Order #{data.id}</SectionTitle>
        {onBack ? (
          <Button type="button" $variant="secondary" onClick={onBack}>
            Back to orders
          </Button>
        ) : null}
      </Spread>
      <Card>
        <Stack $gap="0.5rem">
          <Row $wrap>
            <Badge data-testid="order-status">{statusText(data.order_status)}</Badge>
            <Muted>{formatBusinessDateTime(data.created_at)}</Muted>
          </Row>
          {data.store ? <strong>{data.store.name}</strong> : null}
          {!parcel && data.delivery_address?.address ? (
            <Muted data-testid="order-deliver-to">
              Deliver to: {[...addressDetailParts(data.delivery_address), data.delivery_address.address].join(', ')}
            </Muted>
          ) : null}
          {data.scheduled && data.schedule_at ? (
            <Muted data-testid="order-schedule">Scheduled for {formatBusinessDateTime(data.schedule_at)}</Muted>
          ) : null}
          {data.delivery_instruction ? <Muted>Delivery instruction: {data.delivery_instruction}</Muted> : null}
          {data.order_note ? <Muted>Note: {data.order_note}</Muted> : null}
          <Muted data-testid="order-payment">
            Payment: {statusText(data.payment_method)}, {statusText(data.payment_status)}
          </Muted>
          {data.refund ? (
            <Muted data-testid="order-refund">{refundText(data.refund, price, formatBusinessDateTime)}</Muted>
          ) : null}
          {data.refund_request ? (
            <Muted data-testid="order-refund-request">{refundRequestText(data.refund_request)}</Muted>
          ) : null}
          {data.cashback_amount ? (
            <Muted data-testid="order-cashback">{price(data.cashback_amount)} cashback added to your wallet.</Muted>
          ) : null}
          {data.cancellation_reason ? <Muted>Cancellation reason: {data.cancellation_reason}</Muted> : null}
        </Stack>
      </Card>
      <Card>
        <Stack $gap="0.75rem">
          {parcel ? (
            <ParcelFacts order={data} />
          ) : (
            <>
              <ProductImages images={images} />
              {data.order_attachment_full_url.length > 0 ? (
                <Muted data-testid="order-prescription">
                  Prescription:{' '}
                  {data.order_attachment_full_url.map((url, index) => (
                    <span key={url}>
                      {index > 0 ? ', ' : null}
                      <a href={url} target="_blank" rel="noreferrer">
                        image {index + 1}
                      </a>
                    </span>
                  ))}
                </Muted>
              ) : null}
              <Lines>
                {lines.data.map((line) => (
                  <li key={line.id}>
                    <span>
                      {line.item_details.name} × {line.quantity}
                      {lineChoices(line) ? <LineChoices>{lineChoices(line)}</LineChoices> : null}
                    </span>
                    <span>{price(line.price * line.quantity)}</span>
                  </li>
                ))}
              </Lines>
            </>
          )}
          <BillRows
            bill={billOfOrder(data, lines.data)}
            orderType={billOrderTypeOf(data.order_type)}
            money={price}
            serviceChargeName={config?.additional_charge_name}
          />
        </Stack>
      </Card>
      <Row $wrap>
        {canTrack(data) ? (
          <Button type="button" onClick={() => trackingDrawer.open({ orderId: data.id, contactNumber })}>
            Track Order
          </Button>
        ) : null}
        {cancelable ? (
          <Button type="button" $variant="danger" onClick={() => setCancelOpen(true)}>
            Cancel Order
          </Button>
        ) : null}
        {signedIn && canRate(data) ? (
          <Button type="button" $variant="secondary" onClick={() => navigateTo(`/rate-and-review/${data.id}`)}>
            Rate
          </Button>
        ) : null}
        {canRequestRefund(data) ? (
          <Button type="button" $variant="secondary" onClick={() => setRefundOpen(true)}>
            Request Refund
          </Button>
        ) : null}
      </Row>
      <RefundRequestDialog
        orderId={data.id}
        open={refundOpen && canRequestRefund(data)}
        onClose={() => setRefundOpen(false)}
        onRequested={() => {
          setRefundOpen(false);
          void order.mutate();
          onChanged?.();
        }}
      />
      <CancelOrderDialog
        orderId={data.id}
        // Confirmed while the dialog was open: the order can no longer be cancelled.
        open={cancelOpen && cancelable}
        onClose={() => setCancelOpen(false)}
        onCanceled={() => {
          setCancelOpen(false);
          void order.mutate();
          onChanged?.();
        }}
      />
    </Stack>
  );
}

export default OrderDetails;
