import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from '@storefront/shared/router';
import { Button, TextField, isSignedInAtom, useAtomValue } from '@storefront/shared';
import { checkTrackForm, toastTrackCheck, trackFormFromQuery, type TrackFormValues } from '@storefront/shared/ordering';
import { Card, Muted, Stack } from '../../ui/layout';
import { trackingDrawer } from '../../lib/tracking-store';

function TrackOrderForm({ initial }: { initial: TrackFormValues }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const [values, setValues] = useState(initial);

  // Arriving from an order-placed page (/track-order?order_id=…&phone=…): search at once.
  const [arrivedWith] = useState(initial);
  useEffect(() => {
    if (!arrivedWith.orderId) return;
    const result = checkTrackForm(arrivedWith, signedIn);
    if (result.ok) trackingDrawer.open({ orderId: result.orderId, contactNumber: result.contact || undefined });
  }, [arrivedWith, signedIn]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkTrackForm(values, signedIn);
    if (!toastTrackCheck(result)) return;
    trackingDrawer.open({ orderId: result.orderId, contactNumber: result.contact || undefined });
  };
  return (
    <Card style={{ maxWidth: 520, margin: '0 auto' }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <h1 style={{ margin: 0 }}>Track Order</h1>
          <Muted>Enter your order ID{signedIn ? '' : ' and the phone number or email you ordered with'}.</Muted>
          <TextField
            label="Order ID"
            name="order_id"
            inputMode="numeric"
            value={values.orderId}
            onChange={(e) => setValues({ ...values, orderId: e.target.value })}
          />
          {signedIn ? null : (
            <TextField
              label="Phone or email"
              name="contact_number"
              value={values.contact}
              onChange={(e) => setValues({ ...values, contact: e.target.value })}
            />
          )}
          <Button type="submit">Track Order</Button>
        </Stack>
      </form>
    </Card>
  );
}

/**
 * /track-order: the order id, plus the phone or email ordered with when signed out. The order-placed
 * pages link here with both in the query, which fill the form and open the order.
 */
export function TrackOrderPage() {
  const [params] = useSearchParams();
  const initial = trackFormFromQuery(params);
  return <TrackOrderForm key={`${initial.orderId}\n${initial.contact}`} initial={initial} />;
}
