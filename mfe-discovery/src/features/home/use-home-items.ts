import {
  ItemListResponseSchema,
  NewArrivalResponseSchema,
  RecommendedItemsResponseSchema,
  SuggestedItemsResponseSchema,
  type Item,
} from '@storefront/shared/contract/item';
import { FlashSaleResponseSchema } from '@storefront/shared/contract/flash-sale';
import { useCatalogue } from '../../lib/use-catalogue';
import { FLASH_SALE_QUERY, shownFlashSaleProducts } from '../../lib/promotion-rules';
import { usePopularItems } from '../../lib/use-popular-items';
import { dedupeSections, shownItems } from './dedupe';
import { itemSectionsOf, type HomeSectionId } from './layouts';
import {
  BEST_REVIEWED_QUERY,
  DISCOUNTED_QUERY,
  NEW_ARRIVALS_COUNT,
  RECOMMENDED_QUERY,
  SUGGESTED_QUERY,
} from '../../lib/section-constants';

/** What an item section shows: its items (undefined while loading), its error and a retry. */
export interface ItemSectionData {
  items: Item[] | undefined;
  error: unknown;
  retry: () => void;
}

const sourceOf = (read: { error: unknown; mutate: () => Promise<unknown> }, items: Item[] | undefined) => ({
  items,
  error: read.error,
  retry: () => void read.mutate(),
});

/** The reads of a home page's item sections, each item kept to the first section (in claim order) that lists it. */
export function useHomeItems(layout: HomeSectionId[], signedIn: boolean) {
  const popular = usePopularItems();
  const bestReviewed = useCatalogue('/items/most-reviewed', ItemListResponseSchema, BEST_REVIEWED_QUERY);
  const newArrivals = useCatalogue('/items/new-arrival', NewArrivalResponseSchema, {
    type: 'all',
    limit: NEW_ARRIVALS_COUNT.desktopWithoutBanner,
    offset: 1,
  });
  const discounted = useCatalogue('/items/discounted', ItemListResponseSchema, DISCOUNTED_QUERY);
  const recommended = useCatalogue('/items/recommended', RecommendedItemsResponseSchema, RECOMMENDED_QUERY);
  // Signed-in customers also get suggested items (deduplicated like the other item sections).
  const suggested = useCatalogue(
    signedIn ? '/customer/suggested-items' : null,
    SuggestedItemsResponseSchema,
    SUGGESTED_QUERY,
  );

  // The flash-sale card beside Most Popular (the same read, so no second request) claims its
  // products before every section: a sale's price is the narrowest offer of all.
  const hasFlashSale = layout.includes('mostPopular');
  const flashSale = useCatalogue(hasFlashSale ? '/flash-sales' : null, FlashSaleResponseSchema, FLASH_SALE_QUERY);
  const flashSaleItems =
    !hasFlashSale || flashSale.error
      ? []
      : flashSale.data === undefined
        ? undefined
        : flashSale.data
          ? shownFlashSaleProducts(flashSale.data).map((product) => product.item)
          : [];

  const sources: Record<string, ItemSectionData> = {
    mostPopular: sourceOf(popular, popular.data?.products),
    bestReviewed: sourceOf(bestReviewed, bestReviewed.data?.products),
    newArrivals: sourceOf(newArrivals, newArrivals.data?.products),
    specialOffer: sourceOf(discounted, discounted.data?.products),
    recommended: sourceOf(recommended, recommended.data?.items),
    suggested: sourceOf(suggested, suggested.data?.items),
  };
  // Each item shows once on the page, in the first section that lists it.
  const deduped = dedupeSections([
    { key: 'flashSale', items: flashSaleItems },
    ...itemSectionsOf(layout, signedIn).map((id) => {
      const source = sources[id]!;
      return { key: id, items: source.error ? [] : source.items };
    }),
  ]);
  const itemData = (id: HomeSectionId): ItemSectionData => ({
    items: deduped[id],
    error: sources[id]!.error,
    retry: sources[id]!.retry,
  });
  // Items already on the page (null until every item section has settled).
  return { itemData, shownItems: shownItems(deduped) };
}

export type HomeItems = ReturnType<typeof useHomeItems>;
