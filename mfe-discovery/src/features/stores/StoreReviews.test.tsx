import { screen } from '@testing-library/react';
import { appStore, moduleAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { StoreReviews } from './StoreReviews';

beforeEach(() => {
  appStore.set(moduleAtom, { id: 1, module_type: 'grocery', module_name: 'Grocery' });
});

it("says 'this store is not having any review plan' without reviews", async () => {
  fakeApi({ 'GET /stores/reviews': () => ({ data: [] }) });
  renderPart(<StoreReviews storeId={1} moduleId={1} />);
  expect(await screen.findByText('this store is not having any review plan')).toBeInTheDocument();
});
