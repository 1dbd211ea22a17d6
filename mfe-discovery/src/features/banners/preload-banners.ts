import { PICTURE_SIZES, preloadPicture } from '@storefront/shared';
import { BannersResponseSchema } from '@storefront/shared/contract/banner';
import { preloadCatalogue } from '../../lib/use-catalogue';
import { BANNER_SLIDE_SIZES, isHomeLayout, type PageAddress } from '@storefront/shared/first-reads';

/**
 * On a module's home, the banners are read and the first slide's picture fetched as soon as the part
 * has loaded, while the home still renders: that picture is the home's largest paint, and would
 * otherwise wait for the whole home to render before it is even asked for. Where the page already
 * read them (its first reads), that reply is taken and the picture is the one already fetched.
 */
export function preloadHomeBanners(page: PageAddress = window.location): void {
  if (!isHomeLayout(page)) return;
  void preloadCatalogue('/banners', BannersResponseSchema).then((reply) => {
    const first = reply?.banners[0]?.image_full_url;
    if (first) preloadPicture(first, PICTURE_SIZES.banner, BANNER_SLIDE_SIZES);
  });
}
