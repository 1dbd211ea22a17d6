import { waitFor } from '@testing-library/react';
import { appStore, moduleAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { FeaturedStoresSection } from './StoreSections';

it('asks for 20 featured stores of every kind from offset 1', async () => {
  appStore.set(moduleAtom, { id: 1, module_type: 'grocery', module_name: 'Grocery' });
  const asked: Record<string, unknown>[] = [];
  fakeApi({
    'GET /stores/get-stores/all': (params) => {
      asked.push(params);
      return { data: { total_size: 0, limit: 20, offset: 1, stores: [] } };
    },
  });
  renderPart(<FeaturedStoresSection moduleType="grocery" />);
  await waitFor(() => expect(asked).toEqual([{ type: 'all', limit: 20, offset: 1, featured: 1 }]));
});
