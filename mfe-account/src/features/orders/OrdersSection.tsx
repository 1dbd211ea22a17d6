import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@storefront/shared/router';
import styled from 'styled-components';
import {
  EmptyState,
  LoadFailed,
  Skeleton,
  formatBusinessDateTime,
  formatCount,
  orderListRefreshAtom,
  useAtomValue,
} from '@storefront/shared';
import type { Order } from '@storefront/shared/contract/order';
import { usePrice } from '../../lib/use-price';
import { Badge, Muted, SectionTitle, Spread, Stack } from '../../ui/layout';
import { OrderDetails } from './OrderDetails';
import { useOrderList, type OrderListKind } from '../../lib/order-api';
import { isParcel, parcelSummary, statusText } from '../../lib/order-rules';
import { useLoadMoreOnSight } from '../../lib/use-load-more-on-sight';

const Tabs = styled.div`
  display: flex;
  gap: 0.5rem;
`;

const Tab = styled.button<{ $active: boolean }>`
  min-height: 40px;
  padding: 0.4rem 1rem;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme, $active }) => ($active ? theme.color.primary : theme.color.surface)};
  color: ${({ theme, $active }) => ($active ? theme.color.primaryText : theme.color.text)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const OrderButton = styled.button`
  width: 100%;
  text-align: left;
  padding: 0.9rem 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
`;

export const NO_ORDERS = 'No orders found';

/** A row's second line: the store and its item count, or a parcel's category and route. */
function orderSummary(order: Order): string {
  if (isParcel(order)) {
    const { title, route } = parcelSummary(order);
    return route ? `${title} · ${route}` : title;
  }
  return `${order.store?.name ?? 'Order'} · ${formatCount(order.details_count, 'item')}`;
}

function OrderRow({ order, onOpen }: { order: Order; onOpen: () => void }) {
  const price = usePrice();
  return (
    <li>
      <OrderButton type="button" onClick={onOpen} aria-label={`Order #${order.id}, ${statusText(order.order_status)}`}>
        <Spread>
          <strong>Order #{order.id}</strong>
          <Badge>{statusText(order.order_status)}</Badge>
        </Spread>
        <Muted data-testid="order-summary">{orderSummary(order)}</Muted>
        <Muted data-testid="order-payment">Payment {statusText(order.payment_status)}</Muted>
        <Spread>
          <Muted>{formatBusinessDateTime(order.created_at)}</Muted>
          <strong>{price(order.order_amount)}</strong>
        </Spread>
      </OrderButton>
    </li>
  );
}

function OrderList({ kind, onOpen }: { kind: OrderListKind; onOpen: (id: number) => void }) {
  const { data, orders, hasMore, error, isLoading, isValidating, size, setSize, mutate } = useOrderList(kind);
  const refresh = useAtomValue(orderListRefreshAtom);
  const first = useRef(true);
  const cachedAtMount = useRef(data !== undefined);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      // Shown again from the cache (e.g. "Back to orders" after a cancel): reload it past SWR's
      // de-duplication, which would otherwise keep the pages from seconds ago.
      if (!cachedAtMount.current) return;
    }
    void mutate();
  }, [refresh, mutate]);
  const sentinel = useLoadMoreOnSight({ hasMore, isValidating, size, setSize });

  if (error) return <LoadFailed title="Your orders could not be loaded." onRetry={() => void mutate()} />;
  if (isLoading) return <Skeleton $height="6rem" aria-label="Loading orders" />;
  if (orders.length === 0) return <EmptyState title={NO_ORDERS} />;
  return (
    <>
      <List aria-label={kind === 'running' ? 'Running orders' : 'Past orders'}>
        {orders.map((order) => (
          <OrderRow key={order.id} order={order} onOpen={() => onOpen(order.id)} />
        ))}
      </List>
      {hasMore ? <div ref={sentinel} aria-hidden="true" style={{ height: 1 }} /> : null}
    </>
  );
}

/** My orders: running and past lists; ?orderId opens one order. */
export function OrdersSection() {
  const [params, setParams] = useSearchParams();
  const [kind, setKind] = useState<OrderListKind>('running');
  const orderId = Number(params.get('orderId')) || null;
  const setOrder = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('orderId', String(id));
    else {
      next.delete('orderId');
      next.delete('from');
    }
    setParams(next);
  };
  if (orderId) return <OrderDetails key={orderId} orderId={orderId} onBack={() => setOrder(null)} />;
  return (
    <Stack>
      <Spread $wrap>
        <SectionTitle as="h1">My Orders</SectionTitle>
        <Tabs role="group" aria-label="Orders">
          <Tab
            type="button"
            $active={kind === 'running'}
            aria-pressed={kind === 'running'}
            onClick={() => setKind('running')}
          >
            Running
          </Tab>
          <Tab type="button" $active={kind === 'past'} aria-pressed={kind === 'past'} onClick={() => setKind('past')}>
            Previous
          </Tab>
        </Tabs>
      </Spread>
      <OrderList key={kind} kind={kind} onOpen={setOrder} />
    </Stack>
  );
}
