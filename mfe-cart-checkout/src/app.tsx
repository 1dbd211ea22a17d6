import { BrowserRouter, Route, Routes } from '@storefront/shared/router';
import { definePart } from '@storefront/shared';
import { CheckoutPage } from './pages/CheckoutPage';
import { OrderPage } from './pages/OrderPage';

function CartCheckoutRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/order" element={<OrderPage />} />
      </Routes>
    </BrowserRouter>
  );
}

export const { bootstrap, mount, unmount } = definePart(CartCheckoutRoutes, { version: process.env.PART_VERSION });
