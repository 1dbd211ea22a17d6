import type { Order, OrderAddress } from '@storefront/shared/contract/order';
import { Card, Muted, Stack } from '../../ui/layout';
import { chargePayerText } from '../../lib/order-rules';

function Party({ title, person }: { title: string; person: OrderAddress | null }) {
  return (
    <Card aria-label={title}>
      <Stack $gap="0.25rem">
        <strong>{title}</strong>
        {person?.contact_person_name ? <span>{person.contact_person_name}</span> : null}
        {person?.contact_person_number ? <Muted>{person.contact_person_number}</Muted> : null}
        {person?.address ? <Muted>{person.address}</Muted> : null}
      </Stack>
    </Card>
  );
}

/** A parcel order's own facts in place of item lines: what was sent, between whom, and who pays. */
export function ParcelFacts({ order }: { order: Order }) {
  const payer = chargePayerText(order.charge_payer);
  return (
    <Stack $gap="0.75rem">
      <Card aria-label="Parcel">
        <Stack $gap="0.25rem">
          <strong>Parcel</strong>
          <span data-testid="parcel-category">{order.parcel_category?.name ?? 'Parcel'}</span>
          {payer ? <Muted data-testid="parcel-payer">{payer}</Muted> : null}
          {order.delivery_instruction ? <Muted>Instruction: {order.delivery_instruction}</Muted> : null}
        </Stack>
      </Card>
      <Party title="Sender" person={order.delivery_address} />
      <Party title="Receiver" person={order.receiver_details} />
    </Stack>
  );
}
