import useSWR, { preload } from 'swr';
import { appStore, getParsed, moduleAtom, useAtomValue } from '@storefront/shared';
import {
  ParcelVideoContentSchema,
  PromotionalBannerListSchema,
  WhyChooseBannersResponseSchema,
} from '@storefront/shared/contract/other-banner';
import { ParcelCategoryListSchema } from '@storefront/shared/contract/parcel';

const CACHE = { revalidateOnFocus: false, dedupingInterval: 5 * 60_000 };

/** The parcel home's calls, keyed by module so another module's answers are never shown. */
function useParcelCall<S extends Parameters<typeof getParsed>[1]>(url: string, schema: S) {
  const moduleId = useAtomValue(moduleAtom)?.id;
  return useSWR(['parcel', moduleId, url], () => getParsed(url, schema), CACHE);
}

/** Starts the promo banners' read before the home renders; the home's read of them then takes this answer. */
export const preloadPromoBanners = () =>
  preload(['parcel', appStore.get(moduleAtom)?.id, '/other-banners'], () =>
    getParsed('/other-banners', PromotionalBannerListSchema),
  );

export const usePromoBanners = () => useParcelCall('/other-banners', PromotionalBannerListSchema);
export const useVideoContent = () => useParcelCall('/other-banners/video-content', ParcelVideoContentSchema);
export const useWhyChoose = () => useParcelCall('/other-banners/why-choose', WhyChooseBannersResponseSchema);
export const useParcelCategories = () => useParcelCall('/parcel-category', ParcelCategoryListSchema);
