import { useCallback } from 'react';
import { useNavigate, useSearchParams } from '@storefront/shared/router';
import { EmptyState } from '@storefront/shared';
import { afterPlacing } from '../features/checkout/checkout-rules';
import { OrderDetailsEmbed } from '../features/order/OrderDetailsEmbed';
import { OrderFailed } from '../features/order/OrderFailed';
import { OrderPlaced } from '../features/order/OrderPlaced';
import { ConfirmingPayment, LeftPayment } from '../features/order/PaymentReturn';

export function OrderPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderId = Number(params.get('order_id'));
  // A settled payment replaces the waiting entry: Back does not return to the wait.
  const showFailed = useCallback(
    () => void navigate(afterPlacing({ order_id: orderId, payment_status: 'failed' }), { replace: true }),
    [navigate, orderId],
  );
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
  // Back from the payment provider's page: the order, as the API reads it, says how it went.
  const payment = params.get('payment');
  if (payment === 'returned') return <ConfirmingPayment key={orderId} orderId={orderId} onFailed={showFailed} />;
  if (payment === 'left') return <LeftPayment key={orderId} orderId={orderId} onFailed={showFailed} />;
  return <OrderPlaced orderId={orderId} />;
}
