import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from '@storefront/shared/router';
import { EmptyState, Skeleton, definePart } from '@storefront/shared';
import { LandingPage } from './pages/LandingPage';
import { HomePage } from './pages/HomePage';
import { StorePage } from './pages/StorePage';
import { ProductPage } from './pages/ProductPage';
import { ITEM_LIST_EMPTY_TEXT } from './lib/listing-query';
import { preloadHomeBanners } from './features/banners/preload-banners';
import { preloadLandingHero } from './features/landing/preload-landing';

// The page's largest picture and the data naming it, asked for as the part loads, before it mounts
// (the shell may still be rendering its own frame).
preloadHomeBanners();
preloadLandingHero();

// Pages a customer seldom opens first come with their route, not with every page of the part; the
// browser fetches them ahead at low priority once the part has started (webpackPrefetch), so a tap
// on their links finds them in its cache.
const CategoriesPage = lazy(() =>
  import(/* webpackPrefetch: true */ './pages/CategoriesPage').then((page) => ({ default: page.CategoriesPage })),
);
const CategoryPage = lazy(() =>
  import(/* webpackPrefetch: true */ './pages/CategoryPage').then((page) => ({ default: page.CategoryPage })),
);
const InterestPage = lazy(() =>
  import(/* webpackPrefetch: true */ './pages/InterestPage').then((page) => ({ default: page.InterestPage })),
);
const FlashSalesPage = lazy(() =>
  import(/* webpackPrefetch: true */ './pages/FlashSalesPage').then((page) => ({ default: page.FlashSalesPage })),
);
const BrandsPage = lazy(() =>
  import(/* webpackPrefetch: true */ './pages/BrandsPage').then((page) => ({ default: page.BrandsPage })),
);
const CampaignPage = lazy(() =>
  import(/* webpackPrefetch: true */ './pages/CampaignPage').then((page) => ({ default: page.CampaignPage })),
);

function DiscoveryRoutes() {
  return (
    <BrowserRouter>
      <Suspense fallback={<Skeleton $height="60vh" aria-label="Loading page" />}>
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
      </Suspense>
    </BrowserRouter>
  );
}

export const { bootstrap, mount, unmount } = definePart(DiscoveryRoutes, { version: process.env.PART_VERSION });
