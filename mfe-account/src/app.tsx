import { BrowserRouter, Route, Routes } from '@storefront/shared/router';
import { EmptyState, definePart } from '@storefront/shared';
import { TrackOrderPage } from './features/tracking/TrackOrderPage';
import { ProfilePage } from './pages/ProfilePage';
import { RateAndReviewPage } from './pages/RateAndReviewPage';

export function AccountRoutes() {
  return (
    <Routes>
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/my-orders" element={<ProfilePage page="my-orders" />} />
      <Route path="/wallet" element={<ProfilePage page="wallet" />} />
      <Route path="/coupons" element={<ProfilePage page="coupons" />} />
      <Route path="/loyalty-points" element={<ProfilePage page="loyalty-points" />} />
      <Route path="/referral-code" element={<ProfilePage page="referral-code" />} />
      <Route path="/settings" element={<ProfilePage page="settings" />} />
      <Route path="/chatting" element={<ProfilePage page="inbox" />} />
      <Route path="/track-order" element={<TrackOrderPage />} />
      <Route path="/rate-and-review/:orderId" element={<RateAndReviewPage />} />
      <Route path="*" element={<EmptyState title="Page not found" />} />
    </Routes>
  );
}

function AccountApp() {
  return (
    <BrowserRouter>
      <AccountRoutes />
    </BrowserRouter>
  );
}

export const { bootstrap, mount, unmount } = definePart(AccountApp, { version: process.env.PART_VERSION });
