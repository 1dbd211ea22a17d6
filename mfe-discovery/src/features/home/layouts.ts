import type { ModuleType } from '@storefront/shared/contract/module-type';

export type HomeSectionId =
  | 'banners'
  | 'stores'
  | 'cashback'
  | 'featuredCategories'
  | 'bestReviewed'
  | 'newArrivals'
  | 'specialOffer'
  | 'campaigns'
  | 'ads'
  | 'mostPopular'
  | 'recommended'
  | 'suggested'
  | 'coupons'
  | 'bottomBanner'
  | 'featuredStores'
  | 'commonConditions'
  | 'allStores';

export type StoreModuleType = Exclude<ModuleType, 'parcel'>;

/** The sections of each module's home page, top to bottom (parcel's home belongs to the parcel part). */
export const HOME_LAYOUTS: Record<StoreModuleType, HomeSectionId[]> = {
  grocery: [
    'banners',
    'featuredCategories',
    'stores',
    'cashback',
    'specialOffer',
    'bestReviewed',
    'campaigns',
    'newArrivals',
    'ads',
    'mostPopular',
    'recommended',
    'suggested',
    'coupons',
    'featuredStores',
    'bottomBanner',
    'allStores',
  ],
  pharmacy: [
    'banners',
    'featuredCategories',
    'stores',
    'cashback',
    'commonConditions',
    'bestReviewed',
    'specialOffer',
    'campaigns',
    'mostPopular',
    'ads',
    'newArrivals',
    'recommended',
    'suggested',
    'coupons',
    'featuredStores',
    'bottomBanner',
    'allStores',
  ],
  ecommerce: [
    'banners',
    'featuredCategories',
    'specialOffer',
    'cashback',
    'bestReviewed',
    'newArrivals',
    'campaigns',
    'stores',
    'ads',
    'mostPopular',
    'recommended',
    'suggested',
    'coupons',
    'featuredStores',
    'bottomBanner',
    'allStores',
  ],
  food: [
    'banners',
    'featuredCategories',
    'stores',
    'cashback',
    'specialOffer',
    'bestReviewed',
    'ads',
    'mostPopular',
    'newArrivals',
    'campaigns',
    'recommended',
    'suggested',
    'coupons',
    'featuredStores',
    'bottomBanner',
    'allStores',
  ],
};

/** The home sections that list items (each item shows in only one of them). */
export const ITEM_SECTIONS: HomeSectionId[] = [
  'bestReviewed',
  'newArrivals',
  'specialOffer',
  'mostPopular',
  'recommended',
];

/**
 * The order in which item sections claim an item that several of their lists hold: the narrowest
 * list first (new arrivals only has the last 30 days' items), best reviewed (20 of every reviewed
 * item) last, so each section keeps enough items to fill its row.
 */
const ITEM_CLAIM_ORDER: HomeSectionId[] = [
  'newArrivals',
  'specialOffer',
  'mostPopular',
  'recommended',
  'suggested',
  'bestReviewed',
];

/** The sections of a layout that share out items, in claim order: suggested items only for a signed-in customer. */
export function itemSectionsOf(layout: HomeSectionId[], signedIn: boolean): HomeSectionId[] {
  return ITEM_CLAIM_ORDER.filter((id) => layout.includes(id) && (id !== 'suggested' || signedIn));
}

export function isStoreModule(type: ModuleType | undefined): type is StoreModuleType {
  return type !== undefined && type !== 'parcel';
}

export interface SectionTitleContext {
  moduleType: StoreModuleType;
  signedIn: boolean;
  /** Whether the visited-stores call answered (signed in only). */
  hasVisitedStores?: boolean;
}

export function sectionTitle(id: HomeSectionId, context: SectionTitleContext): string {
  const food = context.moduleType === 'food';
  switch (id) {
    case 'banners':
      return 'Offers';
    case 'stores':
      return context.signedIn && context.hasVisitedStores
        ? 'Visited Stores'
        : food
          ? 'Popular Restaurants'
          : 'Popular Stores';
    case 'featuredCategories':
      return 'Featured Categories';
    case 'bestReviewed':
      return 'Best Reviewed Items';
    case 'newArrivals':
      return 'New Arrivals';
    case 'specialOffer':
      return food ? 'Special Food Offers' : 'Special Offer';
    case 'mostPopular':
      return 'Most Popular Items';
    case 'recommended':
      return "Item That You'll Love";
    case 'featuredStores':
      return food ? 'Featured Restaurants' : 'Featured Stores';
    case 'cashback':
      return 'Cashback Offers';
    case 'campaigns':
      return 'Just For You';
    case 'ads':
      return 'Highlights for you';
    case 'suggested':
      return 'Suggested For You';
    case 'coupons':
      return 'Coupons';
    case 'bottomBanner':
      return 'Promotion';
    case 'commonConditions':
      return 'Common Conditions';
    case 'allStores':
      return food ? 'All Restaurants' : 'All Stores';
  }
}
