import { useState, type FormEvent } from 'react';
import { Button, TextField, isSignedInAtom, toast, useAtomValue } from '@storefront/shared';
import { Card, Muted, Stack } from '../../ui/layout';
import { checkTrackForm } from './track-form';
import { trackingDrawer } from './tracking-store';

/** /track-order: the order id, plus the phone or email ordered with when signed out. */
export function TrackOrderPage() {
  const signedIn = useAtomValue(isSignedInAtom);
  const [orderId, setOrderId] = useState('');
  const [contact, setContact] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkTrackForm({ orderId, contact }, signedIn);
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    trackingDrawer.open({ orderId: result.orderId, contactNumber: result.contactNumber });
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
            value={orderId}
            onChange={(e) => setOrderId(e.target.value)}
          />
          {signedIn ? null : (
            <TextField
              label="Phone or email"
              name="contact_number"
              value={contact}
              onChange={(e) => setContact(e.target.value)}
            />
          )}
          <Button type="submit">Track Order</Button>
        </Stack>
      </form>
    </Card>
  );
}
