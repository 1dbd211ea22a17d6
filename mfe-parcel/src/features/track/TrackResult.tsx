import useSWR from 'swr';
import styled from 'styled-components';
import {
  EmptyState,
  LoadFailed,
  Skeleton,
  errorMessages,
  formatPrice,
  priceFormatOf,
  useConfig,
} from '@storefront/shared';
import { TIMELINE_STEPS, statusLabel, timelineStep } from '@storefront/shared/ordering';
import { trackOrder } from './track-order';

const Card = styled.section`
  margin-top: 1rem;
  padding: 1rem 1.25rem;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  h3 {
    margin: 0 0 0.5rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.35rem 1rem;
    margin: 0.75rem 0 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** The four steps in a row where they fit; on a phone they wrap to a second row inside the card. */
const Timeline = styled.ol`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.5rem 0 0;
  padding: 0;
  li {
    flex: 1 1 7.5rem;
    min-width: 0;
    overflow-wrap: anywhere;
    padding: 0.4rem 0.5rem;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.color.border};
    font-size: 0.9rem;
    text-align: center;
  }
  li[data-done='true'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

/** Polling while the order runs (spec: 10000 ms until delivered). */
export const TRACK_POLL_MS = 10_000;

/** The status of an order from customer/order/track, shown where it was asked for. */
export function TrackResult({ orderId, phone }: { orderId: string; phone: string }) {
  const { data: config } = useConfig();
  const swr = useSWR(['parcel-track', orderId, phone], () => trackOrder(orderId, phone), {
    shouldRetryOnError: false,
    refreshInterval: (order) => (order && order.order_status !== 'delivered' ? TRACK_POLL_MS : 0),
  });
  if (swr.isLoading) return <Skeleton $height="120px" style={{ marginTop: '1rem' }} />;
  if (swr.error) {
    const status = (swr.error as { response?: { status?: number } }).response?.status;
    if (status === 404 || status === 403) return <EmptyState title="Order not found" />;
    return <LoadFailed title={errorMessages(swr.error)[0] ?? 'Order not found'} onRetry={() => void swr.mutate()} />;
  }
  const order = swr.data;
  if (!order) return null;
  const step = timelineStep(order.order_status);
  return (
    <Card aria-label={`Order #${order.id}`} aria-live="polite">
      <h3>Order #{order.id}</h3>
      <p>
        Status: <strong>{statusLabel(order.order_status)}</strong>
      </p>
      {step > 0 ? (
        <Timeline aria-label="Order progress">
          {TIMELINE_STEPS.map(({ status, label }, index) => (
            <li key={status} data-done={index < step} aria-current={index + 1 === step ? 'step' : undefined}>
              {label}
            </li>
          ))}
        </Timeline>
      ) : null}
      <dl>
        {order.delivery_address?.address ? (
          <>
            <dt>Sender</dt>
            <dd>
              {order.delivery_address.contact_person_name}, {order.delivery_address.address}
            </dd>
          </>
        ) : null}
        {order.receiver_details?.address ? (
          <>
            <dt>Receiver</dt>
            <dd>
              {order.receiver_details.contact_person_name}, {order.receiver_details.address}
            </dd>
          </>
        ) : null}
        <dt>Total</dt>
        <dd>{formatPrice(order.order_amount, priceFormatOf(config))}</dd>
      </dl>
    </Card>
  );
}
