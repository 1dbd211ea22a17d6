import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { EmptyState, definePart } from '@storefront/shared';
import { ProfilePage } from './pages/ProfilePage';

function AccountRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="*" element={<EmptyState title="Order not found" />} />
      </Routes>
    </BrowserRouter>
  );
}

export const { bootstrap, mount, unmount } = definePart(AccountRoutes);
