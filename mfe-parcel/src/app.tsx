import { BrowserRouter, Route, Routes } from '@storefront/shared/router';
import { definePart } from '@storefront/shared';
import { ParcelDeliveryInfoPage } from './pages/ParcelDeliveryInfoPage';
import { ParcelHomePage } from './pages/ParcelHomePage';
import { preloadParcelHomePicture } from './features/home/preload-promo';

// The home's largest picture and the read naming it, asked for as the part loads, before it mounts.
preloadParcelHomePicture();

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
