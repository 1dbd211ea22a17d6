import { EmptyState, useAtomValue, visibleCartLinesAtom } from '@storefront/shared';

export function CheckoutPage() {
  const lines = useAtomValue(visibleCartLinesAtom);
  return (
    <>
      <h1>Checkout</h1>
      {lines.length === 0 ? <EmptyState title="Your cart is empty" /> : <p>{lines.length} items in your cart.</p>}
    </>
  );
}
