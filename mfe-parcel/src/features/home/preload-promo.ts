import { PICTURE_SIZES, preloadPicture } from '@storefront/shared';
import { preloadPromoBanners } from '../../lib/use-parcel-home';
import { firstShown } from './PromoBanners';

/**
 * On the parcel home, the promo banners are read and the first one's picture fetched as soon as the
 * part has loaded, while the home still renders: that picture is the home's largest paint.
 */
export function preloadParcelHomePicture(pathname = window.location.pathname): void {
  if (pathname.replace(/\/+$/, '') !== '/home') return;
  preloadPromoBanners().then(
    (banners) => {
      const src = firstShown(banners)?.value_full_url;
      if (src) preloadPicture(src, PICTURE_SIZES.banner);
    },
    // A failed read is the home's to show.
    () => undefined,
  );
}
