import type { BasicCampaign } from '@storefront/shared/contract/campaign';
import type { Item } from '@storefront/shared/contract/item';
import type { Store } from '@storefront/shared/contract/store';

type ItemRef = Pick<Item, 'id'> & { slug?: string | null } & Partial<Pick<Item, 'module_id' | 'available_date_starts'>>;
type StoreRef = Pick<Store, 'id'> & { slug?: string | null } & Partial<
    Pick<Store, 'module_id' | 'module_type' | 'zone_id' | 'distance'>
  >;

function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** /product/{slug, or the id when there is no slug}?module_id; campaign items add product_type=campaign. */
export function productPath(item: ItemRef, moduleId?: number): string {
  return withQuery(`/product/${encodeURIComponent(item.slug || String(item.id))}`, {
    module_id: item.module_id ?? moduleId,
    product_type: item.available_date_starts ? 'campaign' : undefined,
  });
}

/** /store/{slug, or the id}?module_id&module_type&store_zone_id (cards also add distance). */
export function storePath(store: StoreRef, options: { moduleId?: number; withDistance?: boolean } = {}): string {
  return withQuery(`/store/${encodeURIComponent(store.slug || String(store.id))}`, {
    module_id: store.module_id ?? options.moduleId,
    module_type: store.module_type,
    store_zone_id: store.zone_id,
    distance: options.withDistance ? store.distance : undefined,
  });
}

/** /home listing of one category; the name travels encoded for the page's title. */
export function categoryListingPath(category: { id: number; name: string }, moduleId?: number): string {
  return withQuery('/home', {
    data_type: 'category',
    id: category.id,
    module_id: moduleId,
    name: category.name,
  });
}

/** /campaigns/{id}?module_id: a basic campaign's page. */
export function campaignPath(campaign: Pick<BasicCampaign, 'id'>, moduleId?: number): string {
  return `/campaigns/${campaign.id}${moduleId ? `?module_id=${moduleId}` : ''}`;
}
