import { BannerCarousel } from '../features/banners/BannerCarousel';
import { AdsSection } from '../features/promotions/AdsSection';
import { BottomBanner } from '../features/promotions/BottomBanner';
import { CampaignsSection } from '../features/promotions/CampaignsSection';
import { CashbackSection } from '../features/promotions/CashbackSection';
import { CouponsSection } from '../features/promotions/CouponsSection';
import { FlashSaleCard } from '../features/promotions/FlashSaleCard';
import { AllStoresSection } from '../features/stores/AllStoresSection';
import { CommonConditionsSection } from '../features/home/CommonConditionsSection';
import { FeaturedCategoriesSection } from '../features/home/FeaturedCategoriesSection';
import { BestReviewedSection, ItemCarouselSection, NewArrivalsSection } from '../features/home/ItemSections';
import { sectionTitle, type HomeSectionId, type StoreModuleType } from '../features/home/layouts';
import { SPECIAL_OFFER_VIEW_ALL } from '../lib/section-constants';
import { FeaturedStoresSection, StoresSection } from '../features/home/StoreSections';
import type { HomeItems } from '../features/home/use-home-items';

/** What every section of one module's home page shares: the module, the customer and the item reads. */
export interface ModuleHomeContext extends HomeItems {
  moduleType: StoreModuleType;
  moduleId: number;
  signedIn: boolean;
}

/** One section of a module's home page, by its id. */
export function ModuleHomeSection({ id, home }: { id: HomeSectionId; home: ModuleHomeContext }) {
  const { moduleType, moduleId, signedIn, itemData, shownIds } = home;
  const title = sectionTitle(id, { moduleType, signedIn });
  switch (id) {
    case 'banners':
      return <BannerCarousel />;
    case 'stores':
      return <StoresSection moduleType={moduleType} />;
    case 'featuredCategories':
      return <FeaturedCategoriesSection moduleType={moduleType} moduleId={moduleId} />;
    case 'bestReviewed':
      return <BestReviewedSection moduleType={moduleType} data={itemData(id)} title={title} />;
    case 'newArrivals':
      return <NewArrivalsSection data={itemData(id)} title={title} />;
    case 'specialOffer':
      return <ItemCarouselSection id={id} title={title} data={itemData(id)} viewAll={SPECIAL_OFFER_VIEW_ALL} />;
    case 'mostPopular':
      return <ItemCarouselSection id={id} title={title} data={itemData(id)} aside={<FlashSaleCard />} />;
    case 'recommended':
      return <ItemCarouselSection id={id} title={title} data={itemData(id)} />;
    case 'suggested':
      return signedIn ? <ItemCarouselSection id={id} title={title} data={itemData(id)} /> : null;
    case 'cashback':
      return <CashbackSection />;
    case 'campaigns':
      return <CampaignsSection />;
    case 'ads':
      return <AdsSection />;
    case 'coupons':
      return <CouponsSection />;
    case 'bottomBanner':
      return <BottomBanner />;
    case 'commonConditions':
      return <CommonConditionsSection shownIds={shownIds} />;
    case 'allStores':
      return <AllStoresSection />;
    case 'featuredStores':
      return <FeaturedStoresSection moduleType={moduleType} />;
  }
}
