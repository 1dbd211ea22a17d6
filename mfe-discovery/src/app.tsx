import { BrowserRouter, Route, Routes } from '@storefront/shared/router';
import { EmptyState, definePart } from '@storefront/shared';
import { LandingPage } from './pages/LandingPage';
import { HomePage } from './pages/HomePage';
import { StorePage } from './pages/StorePage';
import { ProductPage } from './pages/ProductPage';
import { CategoriesPage } from './pages/CategoriesPage';
import { CategoryPage } from './pages/CategoryPage';
import { InterestPage } from './pages/InterestPage';
import { FlashSalesPage } from './pages/FlashSalesPage';
import { BrandsPage } from './pages/BrandsPage';
import { CampaignPage } from './pages/CampaignPage';
import { ITEM_LIST_EMPTY_TEXT } from './lib/listing-query';
import { preloadHomeBanners } from './features/banners/preload-banners';
import { preloadLandingHero } from './features/landing/preload-landing';

// The page's largest picture and the data naming it, asked for as the part loads, before it mounts
// (the shell may still be rendering its own frame).
preloadHomeBanners();
preloadLandingHero();

function DiscoveryRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/home" element={<HomePage />} />
        <Route path="/store/:slugOrId" element={<StorePage />} />
        <Route path="/product/:slugOrId" element={<ProductPage />} />
        <Route path="/categories" element={<CategoriesPage />} />
        <Route path="/category/:id" element={<CategoryPage />} />
        <Route path="/interest" element={<InterestPage />} />
        <Route path="/flash-sales" element={<FlashSalesPage />} />
        <Route path="/all-brands" element={<BrandsPage />} />
        <Route path="/campaigns/:id" element={<CampaignPage />} />
        <Route path="*" element={<EmptyState title={ITEM_LIST_EMPTY_TEXT} />} />
      </Routes>
    </BrowserRouter>
  );
}

export const { bootstrap, mount, unmount } = definePart(DiscoveryRoutes, { version: process.env.PART_VERSION });
