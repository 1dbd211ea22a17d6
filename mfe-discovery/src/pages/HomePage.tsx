import styled from 'styled-components';
import { EmptyState, LoadFailed, Skeleton, moduleAtom, useAtomValue } from '@storefront/shared';
import { ModuleCards } from '../features/landing/ModuleCards';
import { ItemCard } from '../features/items/ItemCard';
import { POPULAR_ITEMS_LIMIT, usePopularItems } from '../features/items/use-popular-items';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 1rem;
`;

export function HomePage() {
  const selected = useAtomValue(moduleAtom);
  const { data, error, mutate } = usePopularItems();

  if (!selected) {
    return (
      <>
        <h1>Select a type of module for your orders</h1>
        <ModuleCards />
      </>
    );
  }
  return (
    <>
      <h1>{selected.module_name}</h1>
      <h2>Most popular</h2>
      {error ? (
        <LoadFailed title="Items could not be loaded." onRetry={() => void mutate()} />
      ) : !data ? (
        <Grid aria-label="Loading items">
          {Array.from({ length: POPULAR_ITEMS_LIMIT }, (_, index) => (
            <Skeleton key={index} $height="280px" />
          ))}
        </Grid>
      ) : data.products.length === 0 ? (
        <EmptyState title="Items Not Found!" />
      ) : (
        <Grid>
          {data.products.map((item) => (
            <ItemCard key={item.id} item={item} />
          ))}
        </Grid>
      )}
    </>
  );
}
