import { useLocation, useSearchParams } from '@storefront/shared/router';
import styled from 'styled-components';
import { moduleAtom, useAtomValue } from '@storefront/shared';
import { ModuleCards } from '../features/landing/ModuleCards';
import { ModuleHome } from './ModuleHome';
import { isStoreModule } from '../features/home/layouts';
import { Listing } from '../features/listing/Listing';
import { parseListingRoute } from '../lib/listing-query';
import { SearchBox } from '../features/search/SearchBox';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin: 1rem 0;
  h1 {
    margin: 0;
  }
`;

/** /home: the module's layout, or the filtered listing when the query carries a data_type. */
export function HomePage() {
  const selected = useAtomValue(moduleAtom);
  const [params] = useSearchParams();
  const location = useLocation();
  const route = parseListingRoute(params);

  if (!selected) {
    return (
      <>
        <h1>Select a type of module for your orders</h1>
        <ModuleCards />
      </>
    );
  }
  if (!isStoreModule(selected.module_type)) return null;
  return (
    <>
      <Header>
        {route ? <p>{selected.module_name}</p> : <h1>{selected.module_name}</h1>}
        <SearchBox initialTerm={route?.dataType === 'searched' ? route.search : ''} />
      </Header>
      {route ? (
        <Listing key={location.search} route={route} />
      ) : (
        <ModuleHome key={selected.id} moduleType={selected.module_type} moduleId={selected.id} />
      )}
    </>
  );
}
