import { useState } from 'react';
import { useParams, useSearchParams } from '@storefront/shared/router';
import { EmptyState } from '@storefront/shared';
import { CategoryListSchema } from '@storefront/shared/contract/category';
import { ChoiceChips } from '../ui/Chips';
import { useCatalogue } from '../lib/use-catalogue';
import { CACHE_MS } from '../lib/section-constants';
import { ListingResults } from '../features/listing/ListingResults';
import { ITEM_LIST_EMPTY_TEXT, initialFilters, type ListingRoute } from '../lib/listing-query';

/** /category/{id}: the category's products, narrowed by one of its sub-categories when chosen. */
export function CategoryPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const categoryId = Number(id);
  const valid = Number.isInteger(categoryId) && categoryId > 0;
  const { data: categories } = useCatalogue('/categories', CategoryListSchema, {}, { cacheMs: CACHE_MS.categories });
  const { data: children } = useCatalogue(
    valid ? `/categories/childes/${categoryId}` : null,
    CategoryListSchema,
    {},
    { cacheMs: CACHE_MS.categories, requireModule: false },
  );
  const [childId, setChildId] = useState(0);
  if (!valid) return <EmptyState title="Not found" />;
  const name = categories?.find((category) => category.id === categoryId)?.name ?? params.get('name') ?? 'Category';
  const route: ListingRoute = { search: '', dataType: 'category', id: childId || categoryId, name };
  return (
    <>
      <h1>{name}</h1>
      {children && children.length > 0 ? (
        <ChoiceChips
          label="Sub-categories"
          options={[{ label: 'All', value: 0 }, ...children.map((child) => ({ label: child.name, value: child.id }))]}
          value={childId}
          onChange={setChildId}
        />
      ) : null}
      <ListingResults
        key={route.id}
        route={route}
        filters={initialFilters(route)}
        listType="item"
        view="grid"
        emptyText={ITEM_LIST_EMPTY_TEXT}
      />
    </>
  );
}
