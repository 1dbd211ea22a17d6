import { Link } from '@storefront/shared/router';
import useSWR from 'swr';
import styled from 'styled-components';
import { Dialog, EmptyState, LoadFailed, Skeleton, getParsed, moduleAtom, useAtomValue } from '@storefront/shared';
import { StoreListResponseSchema } from '@storefront/shared/contract/store';

export const STORES_DIALOG_LIMIT = 12;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  a {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    padding: 0.4rem;
    border-radius: 8px;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  img {
    width: 44px;
    height: 44px;
    border-radius: 8px;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The stores (restaurants in the food module) of the selected module, a tap from the nav. */
export function StoresDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const selected = useAtomValue(moduleAtom);
  const title = selected?.module_type === 'food' ? 'Restaurants' : 'Stores';
  const { data, error, mutate } = useSWR(open && selected ? ['/stores/get-stores/all', selected.id] : null, () =>
    getParsed('/stores/get-stores/all', StoreListResponseSchema, {
      params: { offset: 1, limit: STORES_DIALOG_LIMIT, type: 'all' },
    }),
  );
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      {error ? (
        <LoadFailed title="Stores could not be loaded." onRetry={() => void mutate()} />
      ) : !data ? (
        <List aria-label="Loading stores">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <Skeleton $height="52px" />
            </li>
          ))}
        </List>
      ) : data.stores.length === 0 ? (
        <EmptyState title="Stores not found!" />
      ) : (
        <List>
          {data.stores.map((store) => (
            <li key={store.id}>
              <Link
                to={`/store/${store.slug || store.id}?module_id=${store.module_id}&store_zone_id=${store.zone_id}`}
                onClick={onClose}
              >
                <img src={store.logo_full_url ?? undefined} alt="" />
                <span>
                  {store.name}
                  <small>{store.address}</small>
                </span>
              </Link>
            </li>
          ))}
        </List>
      )}
    </Dialog>
  );
}
