import { preload } from 'swr';
import { PICTURE_SIZES, getParsed, preloadPicture } from '@storefront/shared';
import { LandingSchema } from '@storefront/shared/contract/landing';
import { LANDING_KEY } from './use-landing';

/**
 * On the landing page, its data (which the shell's footer reads too) is asked for and the header's
 * picture fetched as soon as the part has loaded: that picture is the landing's largest paint.
 */
export function preloadLandingHero(pathname = window.location.pathname): void {
  if (pathname !== '/') return;
  preload(LANDING_KEY, (url: string) => getParsed(url, LandingSchema)).then(
    (landing) => {
      if (landing.header_banner_full_url) preloadPicture(landing.header_banner_full_url, PICTURE_SIZES.landing);
    },
    // A failed read is the page's to show.
    () => undefined,
  );
}
