import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, TextField, isSignedInAtom, useAtomValue } from '@storefront/shared';
import { checkTrackForm, toastTrackCheck } from '@storefront/shared/ordering';
import { TrackResult } from './TrackResult';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  gap: 0.75rem;
  align-items: end;
  @media (max-width: 700px) {
    grid-template-columns: 1fr;
  }
`;

const Wrapper = styled.section`
  margin: 2rem 0;
  padding: 1.25rem;
  border-radius: 12px;
  background: ${({ theme }) => theme.color.surfaceMuted};
  h2 {
    margin: 0 0 1rem;
    font-size: 1.4rem;
  }
`;

/** The parcel track form: order ID and phone; a valid submission shows the order's status below. */
export function TrackForm() {
  const signedIn = useAtomValue(isSignedInAtom);
  const [orderId, setOrderId] = useState('');
  const [phone, setPhone] = useState('');
  const [tracked, setTracked] = useState<{ orderId: string; phone: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkTrackForm({ orderId, contact: phone }, signedIn);
    if (!toastTrackCheck(check)) return;
    setPhone(check.contact);
    setTracked({ orderId: String(check.orderId), phone: check.contact });
  };

  return (
    <Wrapper aria-labelledby="parcel-track-title">
      <h2 id="parcel-track-title">Track your parcel</h2>
      <Form noValidate onSubmit={submit}>
        <TextField
          label="Order ID"
          name="order_id"
          inputMode="numeric"
          placeholder="Order ID"
          value={orderId}
          onChange={(event) => setOrderId(event.target.value)}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          placeholder="+8801XXXXXXXXX"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <Button type="submit">Track Order</Button>
      </Form>
      {tracked ? <TrackResult key={`${tracked.orderId}-${tracked.phone}`} {...tracked} /> : null}
    </Wrapper>
  );
}
