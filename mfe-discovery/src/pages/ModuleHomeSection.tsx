import { memo } from 'react';
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
import { ITEM_SECTIONS, sectionTitle, type HomeSectionId, type StoreModuleType } from '../features/home/layouts';
import { SPECIAL_OFFER_VIEW_ALL } from '../lib/section-constants';
import { FeaturedStoresSection, StoresSection } from '../features/home/StoreSections';
import type { HomeItems } from '../features/home/use-home-items';
import type { ShownItems } from '../features/home/dedupe';

/** What every section of one module's home page shares: the module, the customer and the item reads. */
export interface ModuleHomeContext extends HomeItems {
  moduleType: StoreModuleType;
  moduleId: number;
  signedIn: boolean;
}

interface SectionProps {
  id: HomeSectionId;
  home: ModuleHomeContext;
}

const sameItems = <T,>(a: T[] | undefined, b: T[] | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((item, i) => item === b[i]));

const sameShown = (a: ShownItems | null, b: ShownItems | null) =>
  a === b || (a !== null && b !== null && a.size === b.size && [...a].every((key) => b.has(key)));

/**
 * Whether a section would show the same: the home renders again whenever one of its item reads
 * answers, and each section that shows nothing new is skipped (sections with reads of their own
 * render when those answer).
 */
export function showsTheSame({ id, home: a }: SectionProps, { id: nextId, home: b }: SectionProps) {
  if (id !== nextId || a.moduleType !== b.moduleType || a.moduleId !== b.moduleId || a.signedIn !== b.signedIn) {
    return false;
  }
  if (id === 'commonConditions') return sameShown(a.shownItems, b.shownItems);
  if (!ITEM_SECTIONS.includes(id) && id !== 'suggested') return true;
  const before = a.itemData(id);
  const after = b.itemData(id);
  return before.error === after.error && sameItems(before.items, after.items);
}

/** One section of a module's home page, by its id. */
export const ModuleHomeSection = memo(function ModuleHomeSection({ id, home }: SectionProps) {
  const { moduleType, moduleId, signedIn, itemData, shownItems } = home;
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
      return <CommonConditionsSection shownItems={shownItems} />;
    case 'allStores':
      return <AllStoresSection />;
    case 'featuredStores':
      return <FeaturedStoresSection moduleType={moduleType} />;
  }
}, showsTheSame);
