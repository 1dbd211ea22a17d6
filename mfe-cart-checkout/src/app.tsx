import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { definePart } from '@storefront/shared';
import { CheckoutPage } from './pages/CheckoutPage';

function CartCheckoutRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/order" element={<CheckoutPage />} />
      </Routes>
    </BrowserRouter>
  );
}

export const { bootstrap, mount, unmount } = definePart(CartCheckoutRoutes);
