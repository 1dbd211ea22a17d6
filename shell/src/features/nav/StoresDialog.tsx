import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Dialog, Skeleton, moduleAtom, useAtomValue } from '@storefront/shared';

// The list (and the store schemas) loads with the dialog's first opening: no page needs it to show.
const StoresList = lazy(() => import('./StoresList').then((module) => ({ default: module.StoresList })));

/** The list's frame, the same while it loads. */
export const StoreRows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;

/** The list's rows while the stores load. */
export function StoresSkeleton() {
  return (
    <StoreRows aria-label="Loading stores">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index}>
          <Skeleton $height="52px" />
        </li>
      ))}
    </StoreRows>
  );
}

/** The stores (restaurants in the food module) of the selected module, a tap from the nav. */
export function StoresDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const selected = useAtomValue(moduleAtom);
  const title = selected?.module_type === 'food' ? 'Restaurants' : 'Stores';
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <Suspense fallback={<StoresSkeleton />}>
        <StoresList onClose={onClose} />
      </Suspense>
    </Dialog>
  );
}
