import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@storefront/shared';
import { TrackResult } from '../track/TrackResult';

const Card = styled.section`
  margin: 2rem auto;
  max-width: 640px;
  padding: 1.5rem;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  text-align: center;
  h2 {
    margin: 0 0 0.5rem;
  }
`;

/** After placing: the order id and a Track Order button that shows its status. */
export function PlacedView({ orderId, message, phone }: { orderId: number; message: string; phone: string }) {
  const [tracking, setTracking] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  // The form this replaces was long: the customer was at its foot, by Place Order. Bring the news
  // into view and give it focus, so the order id is what is seen and read out first.
  useEffect(() => {
    title.current?.scrollIntoView?.({ block: 'center' });
    title.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Card aria-labelledby="parcel-placed-title">
      <h2 id="parcel-placed-title" ref={title} tabIndex={-1}>
        {message}
      </h2>
      <p>
        Order ID: <strong data-testid="parcel-order-id">#{orderId}</strong>
      </p>
      {tracking ? (
        <TrackResult orderId={String(orderId)} phone={phone} />
      ) : (
        <Button type="button" onClick={() => setTracking(true)}>
          Track Order
        </Button>
      )}
    </Card>
  );
}
