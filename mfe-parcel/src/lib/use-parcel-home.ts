import useSWR from 'swr';
import { getParsed, moduleAtom, useAtomValue } from '@storefront/shared';
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

export const usePromoBanners = () => useParcelCall('/other-banners', PromotionalBannerListSchema);
export const useVideoContent = () => useParcelCall('/other-banners/video-content', ParcelVideoContentSchema);
export const useWhyChoose = () => useParcelCall('/other-banners/why-choose', WhyChooseBannersResponseSchema);
export const useParcelCategories = () => useParcelCall('/parcel-category', ParcelCategoryListSchema);
