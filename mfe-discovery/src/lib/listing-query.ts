/** The filtered listing on /home: what its URL says and what its search call sends (spec section 7). */

export const DATA_TYPES = ['category', 'brand', 'searched', 'discounted'] as const;
export type DataType = (typeof DATA_TYPES)[number];

export const SEARCH_PAGE_LIMIT = 12;
export const PRICE_RANGE = { min: 0, max: 20000 } as const;

/** The spec's sort values; they travel inside `filter`, one at a time. */
export const SORT_VALUES = ['high2Low', 'low', 'high'] as const;
export type SortValue = '' | (typeof SORT_VALUES)[number];

/**
 * The sort choices, one for each of the spec's values: high2Low and low order by the price paid (after
 * the item's discount), high puts the highest rated first.
 */
export const SORT_OPTIONS: readonly { value: SortValue; label: string }[] = [
  { value: '', label: 'Default' },
  { value: 'high2Low', label: 'Price: high to low' },
  { value: 'low', label: 'Price: low to high' },
  { value: 'high', label: 'Rating: high to low' },
];

/** Filter flags offered in the filter panel (label, value, checked). */
export interface FilterEntry {
  label: string;
  value: string;
  checked: boolean;
}

export function filterEntries(moduleType: string | undefined, dataType: DataType | undefined): FilterEntry[] {
  const entries: FilterEntry[] = [
    { label: 'Discounted', value: 'discounted', checked: false },
    { label: 'New arrivals', value: 'new_arrivals', checked: false },
  ];
  if (moduleType === 'food' || moduleType === 'grocery') {
    entries.push(
      { label: 'Veg', value: 'veg', checked: false },
      { label: 'Non-veg', value: 'non_veg', checked: false },
    );
  }
  // The first load checks 'discounted' when data_type is discounted.
  return entries.map((entry) =>
    entry.value === 'discounted' && dataType === 'discounted' ? { ...entry, checked: true } : entry,
  );
}

export type ListType = 'item' | 'store';

export interface ListingRoute {
  search: string;
  dataType: DataType;
  id?: number;
  name?: string;
  brandId?: number;
  moduleId?: number;
  from?: string;
  fromSearch?: string;
}

const idOf = (value: string | null): number | undefined => {
  if (!value) return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Reads /home's query; null when data_type is absent or unknown (the module's layout shows instead). */
export function parseListingRoute(params: URLSearchParams): ListingRoute | null {
  const dataType = params.get('data_type');
  if (!dataType || !(DATA_TYPES as readonly string[]).includes(dataType)) return null;
  return {
    search: params.get('search') ?? '',
    dataType: dataType as DataType,
    id: idOf(params.get('id')),
    name: params.get('name') ?? undefined,
    brandId: idOf(params.get('brand_id')),
    moduleId: idOf(params.get('module_id')),
    from: params.get('from') ?? undefined,
    fromSearch: params.get('fromSearch') ?? undefined,
  };
}

/** The module a listing is asked as: the query's module_id when it names another module than the selected one. */
export function listingModuleId(
  route: Pick<ListingRoute, 'moduleId'>,
  selectedId: number | undefined,
): number | undefined {
  return route.moduleId !== undefined && route.moduleId !== selectedId ? route.moduleId : undefined;
}

/** What the customer chose on the listing page. */
export interface ListingFilters {
  categoryIds: number[];
  brandIds: number[];
  /** Checked filter flags. */
  flags: string[];
  sort: SortValue;
  /** Minimum rating (0 = any). */
  ratingCount: number;
  minPrice: number;
  maxPrice: number;
}

/** The first filters of a listing: its category or brand, and 'discounted' for data_type=discounted. */
export function initialFilters(route: ListingRoute, moduleType?: string): ListingFilters {
  return {
    categoryIds: route.dataType === 'category' && route.id ? [route.id] : [],
    brandIds:
      route.dataType === 'brand' ? [route.brandId ?? route.id].filter((id): id is number => id !== undefined) : [],
    flags: filterEntries(moduleType, route.dataType)
      .filter((entry) => entry.checked)
      .map((entry) => entry.value),
    sort: '',
    ratingCount: 0,
    minPrice: PRICE_RANGE.min,
    maxPrice: PRICE_RANGE.max,
  };
}

/** Adds or replaces the sort value in the filter list (one sort value at a time). */
export function filterValues(filters: Pick<ListingFilters, 'flags' | 'sort'>): string[] {
  const flags = filters.flags.filter((flag) => !(SORT_VALUES as readonly string[]).includes(flag));
  return filters.sort ? [...flags, filters.sort] : flags;
}

/**
 * The search call's query: name only when data_type is searched, offset (1-based page), data_type,
 * list_type, limit 12, category_ids, brand_ids, filter, rating_count, min_price and max_price.
 */
export function searchCallParams(
  route: Pick<ListingRoute, 'search' | 'dataType'>,
  filters: ListingFilters,
  listType: ListType,
  page: number,
): Record<string, string | number> {
  return {
    ...(route.dataType === 'searched' ? { name: route.search } : {}),
    offset: page,
    data_type: route.dataType,
    list_type: listType,
    limit: SEARCH_PAGE_LIMIT,
    category_ids: JSON.stringify(filters.categoryIds),
    brand_ids: JSON.stringify(filters.brandIds),
    filter: JSON.stringify(filterValues(filters)),
    rating_count: filters.ratingCount,
    min_price: filters.minPrice,
    max_price: filters.maxPrice,
  };
}

/** The stores tab exists only for food; brands only in ecommerce on the items tab. */
export function listingTabs(moduleType: string | undefined): ListType[] {
  return moduleType === 'food' ? ['item', 'store'] : ['item'];
}

export function showsBrandFilter(moduleType: string | undefined, listType: ListType): boolean {
  return moduleType === 'ecommerce' && listType === 'item';
}

/** What the search and listing page (/home with a data_type) reads when a tab has nothing. */
export const EMPTY_TEXT: Record<ListType, string> = {
  item: 'Items not found!',
  store: 'Stores not found!',
};

/**
 * What an empty item list reads everywhere else (category page, store items, flash sales, home
 * sections…): the spec spells it with capitals, unlike the listing's EMPTY_TEXT.
 */
export const ITEM_LIST_EMPTY_TEXT = 'Items Not Found!';

/** Infinite scroll asks for the next page only while the last page returned entries and more remain. */
export function hasNextPage(lastPage: { count: number; totalSize: number; loaded: number } | undefined): boolean {
  if (!lastPage) return false;
  return lastPage.count > 0 && lastPage.loaded < lastPage.totalSize;
}

/** The listing's heading. */
export function listingTitle(route: ListingRoute): string {
  switch (route.dataType) {
    case 'searched':
      return `Search results for \u201c${route.search}\u201d`;
    case 'discounted':
      return route.search === 'special-offer' ? 'Special Offer' : 'Discounted items';
    case 'category':
      return route.name || 'Category';
    case 'brand':
      return route.name || 'Brand';
  }
}
