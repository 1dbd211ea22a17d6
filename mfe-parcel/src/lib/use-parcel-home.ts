import useSWR, { preload } from 'swr';
import { appStore, getParsed, moduleAtom, useAtomValue } from '@storefront/shared';
import {
  ParcelVideoContentSchema,
  PromotionalBannerListSchema,
  WhyChooseBannersResponseSchema,
} from '@storefront/shared/contract/other-banner';
import { ParcelCategoryListSchema } from '@storefront/shared/contract/parcel';

const CACHE = { revalidateOnFocus: false, dedupingInterval: 5 * 60_000 };

type Schema = Parameters<typeof getParsed>[1];

/** A parcel home call's SWR key and fetcher, keyed by module so another module's answers are never shown. */
const parcelCall = <S extends Schema>(moduleId: number | undefined, url: string, schema: S) =>
  [['parcel', moduleId, url], () => getParsed(url, schema)] as const;

function useParcelCall<S extends Schema>(url: string, schema: S) {
  const [key, fetcher] = parcelCall(useAtomValue(moduleAtom)?.id, url, schema);
  return useSWR(key, fetcher, CACHE);
}

/** Starts the promo banners' read before the home renders; the home's read of them then takes this answer. */
export const preloadPromoBanners = () =>
  preload(...parcelCall(appStore.get(moduleAtom)?.id, '/other-banners', PromotionalBannerListSchema));

export const usePromoBanners = () => useParcelCall('/other-banners', PromotionalBannerListSchema);
export const useVideoContent = () => useParcelCall('/other-banners/video-content', ParcelVideoContentSchema);
export const useWhyChoose = () => useParcelCall('/other-banners/why-choose', WhyChooseBannersResponseSchema);
export const useParcelCategories = () => useParcelCall('/parcel-category', ParcelCategoryListSchema);
