import styled from 'styled-components';
import { Button, formatPrice, navigateTo, priceFormatOf, useConfig } from '@storefront/shared';
import { readLastOrder } from './last-order';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 3rem 1rem;
  text-align: center;
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
  margin-top: 0.75rem;
`;

export const ORDER_PLACED_TITLE = 'Order placed successfully';

/** /order?order_id=…: the success view with the order id and the server's total. */
export function OrderPlaced({ orderId }: { orderId: number }) {
  const { data: config } = useConfig();
  const last = readLastOrder(orderId);
  return (
    <Page>
      <h1>{ORDER_PLACED_TITLE}</h1>
      <p data-testid="order-id">Order ID #{orderId}</p>
      {last ? <p>Total: {formatPrice(last.total, priceFormatOf(config))}</p> : null}
      <Actions>
        <Button type="button" onClick={() => navigateTo('/track-order')}>
          Track Order
        </Button>
        <Button type="button" $variant="secondary" onClick={() => navigateTo('/home')}>
          Back to home
        </Button>
      </Actions>
    </Page>
  );
}
