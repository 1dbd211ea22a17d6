import { useId, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { Button, Drawer, SelectField, moduleAtom, useAtomValue, useMediaQuery, useModules } from '@storefront/shared';
import { BrandListSchema } from '@storefront/shared/contract/brand';
import { CategoryListSchema } from '@storefront/shared/contract/category';
import { ChoiceChips } from '../../ui/Chips';
import { useCatalogue } from '../../lib/use-catalogue';
import { CACHE_MS } from '../../lib/section-constants';
import type { ItemCardVariant } from '../../ui/ItemCard';
import { FilterPanel } from './FilterPanel';
import { FilterPopover } from './FilterPopover';
import { ListingResults } from './ListingResults';
import {
  PRICE_RANGE,
  SORT_OPTIONS,
  filterEntries,
  initialFilters,
  listingModuleId,
  listingTabs,
  listingTitle,
  showsBrandFilter,
  type ListType,
  type ListingFilters,
  type ListingRoute,
  type SortValue,
} from '../../lib/listing-query';

/** The heading shows the whole searched term, wrapped: cut to one line it read 'Search results for “a…'. */
const Title = styled.h1`
  overflow-wrap: anywhere;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin: 1rem 0;
  .spacer {
    flex: 1;
  }
  > [role='group'] {
    margin: 0;
  }
`;

const Applied = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  button {
    min-height: 32px;
    padding: 0.2rem 0.75rem;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    cursor: pointer;
  }
`;

const FilterAnchor = styled.div`
  position: relative;
`;

const TAB_LABELS: Record<ListType, string> = { item: 'Items', store: 'Stores' };

interface Chip {
  key: string;
  label: string;
  remove: (filters: ListingFilters) => ListingFilters;
}

/** The filtered listing that replaces the module's layout when /home carries a data_type. */
export function Listing({ route }: { route: ListingRoute }) {
  const selected = useAtomValue(moduleAtom);
  const { data: modules } = useModules();
  // A listing link may name another module than the selected one (module_id): it is asked as that module.
  const moduleId = listingModuleId(route, selected?.id);
  const moduleType =
    moduleId === undefined ? selected?.module_type : modules?.find((module) => module.id === moduleId)?.module_type;
  const asModule = moduleId === undefined ? {} : { moduleId };
  const [filters, setFilters] = useState<ListingFilters>(() => initialFilters(route, moduleType));
  const [listType, setListType] = useState<ListType>('item');
  const [view, setView] = useState<ItemCardVariant>('grid');
  const [filterOpen, setFilterOpen] = useState(false);
  const popoverId = useId();
  const filterButton = useRef<HTMLButtonElement>(null);
  // Below the nav's compact breakpoint the filter is a side drawer; above it, a popover.
  const compact = useMediaQuery(`(max-width: ${useTheme().compactBreakpoint - 1}px)`);
  const { data: categories } = useCatalogue(
    '/categories',
    CategoryListSchema,
    {},
    { cacheMs: CACHE_MS.categories, ...asModule },
  );
  const brandsShown = showsBrandFilter(moduleType, listType);
  const { data: brands } = useCatalogue(brandsShown ? '/brand' : null, BrandListSchema, {}, asModule);
  const entries = filterEntries(moduleType, route.dataType);
  const tabs = listingTabs(moduleType);

  const categoryName = (id: number) => {
    for (const category of categories ?? []) {
      if (category.id === id) return category.name;
      const child = category.childes?.find((c) => c.id === id);
      if (child) return child.name;
    }
    return route.dataType === 'category' && route.id === id && route.name ? route.name : `Category ${id}`;
  };
  const chips: Chip[] = [
    ...filters.categoryIds.map((id) => ({
      key: `c${id}`,
      label: categoryName(id),
      remove: (f: ListingFilters) => ({ ...f, categoryIds: f.categoryIds.filter((x) => x !== id) }),
    })),
    ...filters.brandIds.map((id) => ({
      key: `b${id}`,
      label: brands?.find((brand) => brand.id === id)?.name ?? route.name ?? `Brand ${id}`,
      remove: (f: ListingFilters) => ({ ...f, brandIds: f.brandIds.filter((x) => x !== id) }),
    })),
    ...filters.flags.map((flag) => ({
      key: `f${flag}`,
      label: entries.find((entry) => entry.value === flag)?.label ?? flag,
      remove: (f: ListingFilters) => ({ ...f, flags: f.flags.filter((x) => x !== flag) }),
    })),
    ...(filters.ratingCount > 0
      ? [
          {
            key: 'r',
            label: `${filters.ratingCount} stars and up`,
            remove: (f: ListingFilters) => ({ ...f, ratingCount: 0 }),
          },
        ]
      : []),
    ...(filters.minPrice !== PRICE_RANGE.min || filters.maxPrice !== PRICE_RANGE.max
      ? [
          {
            key: 'p',
            label: `Price ${filters.minPrice} to ${filters.maxPrice}`,
            remove: (f: ListingFilters) => ({ ...f, minPrice: PRICE_RANGE.min, maxPrice: PRICE_RANGE.max }),
          },
        ]
      : []),
  ];

  const changeTab = (next: ListType) => {
    setListType(next);
    // Brands apply to items only.
    setFilters((f) => (next === 'store' ? { ...f, brandIds: [] } : f));
  };

  const panel = (
    <FilterPanel
      filters={filters}
      onChange={setFilters}
      categories={categories ?? []}
      brands={brandsShown ? (brands ?? []) : null}
      entries={entries}
    />
  );

  return (
    <section aria-labelledby="listing-title">
      {/* A searched term may run to hundreds of characters: it wraps, however long (no word pushes the page wider). */}
      <Title id="listing-title">{listingTitle(route)}</Title>
      <Toolbar>
        {tabs.length > 1 ? (
          <ChoiceChips
            label="Show"
            options={tabs.map((tab) => ({ label: TAB_LABELS[tab], value: tab }))}
            value={listType}
            onChange={changeTab}
          />
        ) : null}
        {listType === 'item' ? (
          <ChoiceChips
            label="View"
            options={[
              { label: 'Grid view', value: 'grid' as const },
              { label: 'List view', value: 'list' as const },
            ]}
            value={view}
            onChange={setView}
          />
        ) : null}
        <span className="spacer" />
        {listType === 'item' ? (
          <SelectField
            label="Sort by"
            inline
            options={SORT_OPTIONS}
            value={filters.sort}
            onChange={(event) => setFilters({ ...filters, sort: event.target.value as SortValue })}
          />
        ) : null}
        <FilterAnchor>
          <Button
            ref={filterButton}
            type="button"
            $variant="secondary"
            aria-expanded={filterOpen}
            aria-controls={!compact && filterOpen ? popoverId : undefined}
            aria-haspopup="dialog"
            onClick={() => setFilterOpen((open) => !open)}
          >
            Filter
          </Button>
          {compact ? null : (
            <FilterPopover
              id={popoverId}
              title="Filter"
              open={filterOpen}
              onClose={() => setFilterOpen(false)}
              anchor={filterButton}
            >
              {panel}
            </FilterPopover>
          )}
        </FilterAnchor>
      </Toolbar>
      {chips.length > 0 ? (
        <Applied aria-label="Applied filters">
          {chips.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                onClick={() => setFilters(chip.remove(filters))}
                aria-label={`Remove filter ${chip.label}`}
              >
                {chip.label} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </Applied>
      ) : null}
      <ListingResults
        key={`${listType}:${JSON.stringify(filters)}`}
        route={route}
        filters={filters}
        listType={listType}
        view={view}
        moduleId={moduleId}
      />
      {compact ? (
        <Drawer open={filterOpen} title="Filter" onClose={() => setFilterOpen(false)}>
          {panel}
        </Drawer>
      ) : null}
    </section>
  );
}
