import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@storefront/shared/router';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { CategoryCards } from './CategoryCards';
import { readSelectedCategory } from './selected-category';

const documents = {
  id: 1,
  name: 'Documents',
  description: 'Papers and envelopes',
  image_full_url: null,
  module_id: 5,
  parcel_per_km_shipping_charge: null,
  parcel_minimum_shipping_charge: null,
};

it('saves the chosen category, then opens the delivery info', async () => {
  fakeApi({ 'GET /parcel-category': () => ({ data: [documents] }) });
  renderPart(
    <Routes>
      <Route path="/home" element={<CategoryCards />} />
      <Route path="/parcel-delivery-info" element={<p>delivery info</p>} />
    </Routes>,
    { route: '/home' },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Documents' }));
  expect(readSelectedCategory()).toEqual(documents);
  expect(screen.getByText('delivery info')).toBeInTheDocument();
});
