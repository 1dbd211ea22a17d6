import useSWR from 'swr';
import { getParsed } from '@storefront/shared';
import { LandingSchema } from '@storefront/shared/contract/landing';

/** The same key the shell's footer reads, so the page and the footer share one call. */
export const LANDING_KEY = '/landing-page';

/** The landing data (GET landing-page): header, modules, referral, banners, criteria, zones, app links. */
export function useLanding() {
  return useSWR(LANDING_KEY, (url: string) => getParsed(url, LandingSchema), { revalidateOnFocus: false });
}

/** An app-store link shows only when its status is the numeric 1 and it has a URL. */
export function appLinks(links: {
  playstore_url_status: number;
  playstore_url: string | null;
  apple_store_url_status: number;
  apple_store_url: string | null;
}): { label: string; href: string }[] {
  const out: { label: string; href: string }[] = [];
  if (links.playstore_url_status === 1 && links.playstore_url)
    out.push({ label: 'Get it on Google Play', href: links.playstore_url });
  if (links.apple_store_url_status === 1 && links.apple_store_url)
    out.push({ label: 'Download on the App Store', href: links.apple_store_url });
  return out;
}
