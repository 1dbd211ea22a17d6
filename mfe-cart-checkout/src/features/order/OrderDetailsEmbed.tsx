import { RemoteComponent, Skeleton, type OrderDetailsProps } from '@storefront/shared';
import { readLastOrder } from './last-order';

/** The order's details, as the account part shows them (its exposed OrderDetails). */
export function OrderDetailsEmbed({ orderId }: { orderId: number }) {
  const last = readLastOrder(orderId);
  return (
    <section aria-label="Order details" style={{ width: '100%', maxWidth: '720px', textAlign: 'start' }}>
      <RemoteComponent<OrderDetailsProps>
        remote="account"
        expose="OrderDetails"
        props={{ orderId, ...(last?.contactNumber ? { contactNumber: last.contactNumber } : {}) }}
        loading={<Skeleton $height="240px" />}
      />
    </section>
  );
}
