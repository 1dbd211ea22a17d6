import { useParams } from '@storefront/shared/router';
import styled from 'styled-components';
import { EmptyState, LoadFailed, Skeleton, formatDistance } from '@storefront/shared';
import { StoreDetailsSchema } from '@storefront/shared/contract/store';
import { useCatalogue } from '../lib/use-catalogue';
import { StoreHeader } from '../features/stores/StoreHeader';
import { StoreItems } from '../features/stores/StoreItems';
import { StoreReviews } from '../features/stores/StoreReviews';

/**
 * The store's place while its details load: the cover's, where the header puts it, and a screen's
 * height in all, so neither the header nor the footer jumps when the store arrives.
 */
const StoreLoading = styled.div`
  min-height: 100vh;
  margin-top: 1.5rem;
`;

/** /store/{slugOrId}: the store's details and its items. */
export function StorePage() {
  const { slugOrId = '' } = useParams();
  const {
    data: store,
    error,
    mutate,
  } = useCatalogue(`/stores/details/${encodeURIComponent(slugOrId)}`, StoreDetailsSchema, {}, { requireModule: false });
  if (error) {
    const notFound = (error as { response?: { status?: number } }).response?.status === 404;
    return notFound ? (
      <EmptyState title="Not found">This store does not exist.</EmptyState>
    ) : (
      <LoadFailed title="The store could not be loaded." onRetry={() => void mutate()} />
    );
  }
  if (!store)
    return (
      <StoreLoading aria-busy="true">
        <Skeleton $height="220px" />
      </StoreLoading>
    );
  return (
    <>
      <StoreHeader store={store} distanceText={store.distance ? formatDistance(store.distance) : undefined} />
      <StoreItems storeId={store.id} moduleId={store.module_id} />
      <StoreReviews storeId={store.id} moduleId={store.module_id} />
    </>
  );
}
