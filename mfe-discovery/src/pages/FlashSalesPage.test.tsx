import { screen } from '@testing-library/react';
import { appStore, moduleAtom } from '@storefront/shared';
import { fakeApi } from '../../../tools/jest/fake-api';
import { renderPart } from '../../../tools/jest/render-part';
import { FlashSalesPage } from './FlashSalesPage';

beforeEach(() => {
  appStore.set(moduleAtom, { id: 1, module_type: 'grocery', module_name: 'Grocery' });
});

it('with no running sale to order from at the location, says there are no items rather than a failure', async () => {
  fakeApi({
    'GET /flash-sales/items': () => ({
      status: 404,
      data: { errors: [{ code: 'flash_sale_id', message: 'Flash sale not found.' }] },
    }),
  });
  renderPart(<FlashSalesPage />, { route: '/flash-sales' });
  expect(await screen.findByText('Items Not Found!')).toBeInTheDocument();
  expect(screen.queryByText('The flash sale could not be loaded.')).toBeNull();
});

it('a failed read still says so, with a retry', async () => {
  fakeApi({ 'GET /flash-sales/items': () => ({ status: 500, data: { errors: [] } }) });
  renderPart(<FlashSalesPage />, { route: '/flash-sales' });
  expect(await screen.findByText('The flash sale could not be loaded.')).toBeInTheDocument();
});
