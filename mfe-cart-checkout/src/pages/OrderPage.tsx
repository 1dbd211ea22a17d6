import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@storefront/shared';
import { OrderFailed } from '../features/order/OrderFailed';
import { OrderPlaced } from '../features/order/OrderPlaced';

export function OrderPage() {
  const [params] = useSearchParams();
  const orderId = Number(params.get('order_id'));
  if (!Number.isInteger(orderId) || orderId <= 0) return <EmptyState title="Order not found" />;
  return params.get('flag') === 'fail' ? <OrderFailed orderId={orderId} /> : <OrderPlaced orderId={orderId} />;
}
