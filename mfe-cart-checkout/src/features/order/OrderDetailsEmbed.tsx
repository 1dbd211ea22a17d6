import { useEffect } from 'react';
import useSWR from 'swr';
import { RemoteComponent, Skeleton, tokenAtom, useAtomValue } from '@storefront/shared';
import { readLastOrder } from '../../lib/last-order';
import { orderDetailsAccess, tokenReadsOrder } from './order-access';

/**
 * The order's details, as the account part shows them (its exposed OrderDetails). A missing or
 * invalid token is only logged: the page stays, without the details.
 */
export function OrderDetailsEmbed({ orderId }: { orderId: number }) {
  const token = useAtomValue(tokenAtom);
  const last = readLastOrder(orderId);
  const access = orderDetailsAccess(token, last?.contactNumber);
  const { data: tokenValid } = useSWR(access === 'signed-in' ? ['order-access', orderId, token] : null, () =>
    tokenReadsOrder(orderId),
  );

  useEffect(() => {
    if (access === 'none') console.warn(`Order ${orderId}: no token or guest contact, so its details are not shown.`);
  }, [access, orderId]);

  if (access === 'none' || tokenValid === false) return null;
  if (access === 'signed-in' && tokenValid === undefined) return <Skeleton $height="240px" />;
  return (
    <section aria-label="Order details" style={{ width: '100%', maxWidth: '720px', textAlign: 'start' }}>
      <RemoteComponent
        module="account/OrderDetails"
        props={{ orderId, ...(last?.contactNumber ? { contactNumber: last.contactNumber } : {}) }}
        loading={<Skeleton $height="240px" />}
      />
    </section>
  );
}
