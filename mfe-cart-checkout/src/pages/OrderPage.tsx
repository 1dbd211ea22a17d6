import { useSearchParams } from '@storefront/shared/router';
import { EmptyState } from '@storefront/shared';
import { OrderDetailsEmbed } from '../features/order/OrderDetailsEmbed';
import { OrderFailed } from '../features/order/OrderFailed';
import { OrderPlaced } from '../features/order/OrderPlaced';

export function OrderPage() {
  const [params] = useSearchParams();
  const orderId = Number(params.get('order_id'));
  if (!Number.isInteger(orderId) || orderId <= 0) return <EmptyState title="Order not found" />;
  const flag = params.get('flag');
  if (flag === 'fail') return <OrderFailed orderId={orderId} />;
  if (flag === 'cancel')
    return (
      <>
        <h1>Order canceled</h1>
        <OrderDetailsEmbed orderId={orderId} />
      </>
    );
  return <OrderPlaced orderId={orderId} />;
}
