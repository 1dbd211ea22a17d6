import type { Banner } from '@storefront/shared/contract/banner';
import type { ModuleType } from '@storefront/shared/contract/module-type';
import { productPath, storePath } from '../../lib/links';

export type BannerTarget =
  { kind: 'route'; href: string } | { kind: 'external'; href: string } | { kind: 'quickView'; itemId: number } | null;

/**
 * Where a banner click goes: default banners follow their link, store_wise banners open the store,
 * item_wise banners open the item (in the food module an item opens in the quick view instead).
 */
export function bannerTarget(banner: Banner, moduleType: ModuleType | undefined, moduleId?: number): BannerTarget {
  switch (banner.type) {
    case 'default': {
      const link = banner.link?.trim();
      if (!link) return null;
      if (link.startsWith('/')) return { kind: 'route', href: link };
      return /^https?:\/\//i.test(link) ? { kind: 'external', href: link } : null;
    }
    case 'store_wise':
      return banner.store
        ? { kind: 'route', href: storePath({ ...banner.store, module_id: banner.store.module_id ?? moduleId }) }
        : null;
    case 'item_wise':
      if (!banner.item) return null;
      return moduleType === 'food'
        ? { kind: 'quickView', itemId: banner.item.id }
        : { kind: 'route', href: productPath({ id: banner.item.id, slug: banner.item.slug }, moduleId) };
  }
}
