import { Link } from '@storefront/shared/router';
import useSWR from 'swr';
import styled from 'styled-components';
import { EmptyState, LoadFailed, getParsed, moduleAtom, useAtomValue } from '@storefront/shared';
import { StoreListResponseSchema } from '@storefront/shared/contract/store';
import { StoreRows, StoresSkeleton } from './StoresDialog';

export const STORES_DIALOG_LIMIT = 12;

const List = styled(StoreRows)`
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

/** The stores of the selected module, as the Stores dialog lists them (loaded with its first opening). */
export function StoresList({ onClose }: { onClose: () => void }) {
  const selected = useAtomValue(moduleAtom);
  const { data, error, mutate } = useSWR(selected ? ['/stores/get-stores/all', selected.id] : null, () =>
    getParsed('/stores/get-stores/all', StoreListResponseSchema, {
      params: { offset: 1, limit: STORES_DIALOG_LIMIT, type: 'all' },
    }),
  );
  return error ? (
    <LoadFailed title="Stores could not be loaded." onRetry={() => void mutate()} />
  ) : !data ? (
    <StoresSkeleton />
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
  );
}
