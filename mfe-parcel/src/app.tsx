import { BrowserRouter, Route, Routes } from '@storefront/shared/router';
import { definePart } from '@storefront/shared';
import { ParcelDeliveryInfoPage } from './pages/ParcelDeliveryInfoPage';
import { ParcelHomePage } from './pages/ParcelHomePage';

function ParcelRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/home" element={<ParcelHomePage />} />
        <Route path="/parcel-delivery-info" element={<ParcelDeliveryInfoPage />} />
      </Routes>
    </BrowserRouter>
  );
}

export const { bootstrap, mount, unmount } = definePart(ParcelRoutes, { version: process.env.PART_VERSION });
