import { useSearchParams } from 'react-router-dom';
import { CheckoutView } from '../features/checkout/CheckoutView';

export function CheckoutPage() {
  const [params] = useSearchParams();
  return (
    <>
      <h1>Checkout</h1>
      <CheckoutView pageParam={params.get('page')} storeParam={params.get('store_id')} />
    </>
  );
}
