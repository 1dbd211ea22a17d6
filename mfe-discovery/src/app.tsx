import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { EmptyState, definePart } from '@storefront/shared';
import { LandingPage } from './pages/LandingPage';
import { HomePage } from './pages/HomePage';

function DiscoveryRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/home" element={<HomePage />} />
        <Route path="*" element={<EmptyState title="Items Not Found!" />} />
      </Routes>
    </BrowserRouter>
  );
}

export const { bootstrap, mount, unmount } = definePart(DiscoveryRoutes);
