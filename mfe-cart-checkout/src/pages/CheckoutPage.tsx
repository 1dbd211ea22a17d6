import { useSearchParams } from '@storefront/shared/router';
import { CheckoutView } from '../features/checkout/CheckoutView';
import { GuestCheckoutGate } from '../features/checkout/GuestCheckoutGate';

export function CheckoutPage() {
  const [params] = useSearchParams();
  return (
    <>
      <h1>Checkout</h1>
      <GuestCheckoutGate>
        <CheckoutView pageParam={params.get('page')} storeParam={params.get('store_id')} />
      </GuestCheckoutGate>
    </>
  );
}
