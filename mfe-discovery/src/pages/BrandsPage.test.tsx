import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@storefront/shared/router';
import { appStore, moduleAtom } from '@storefront/shared';
import { fakeApi } from '../../../tools/jest/fake-api';
import { renderPart } from '../../../tools/jest/render-part';
import { BrandsPage } from './BrandsPage';

beforeEach(() => {
  appStore.set(moduleAtom, { id: 1, module_type: 'grocery', module_name: 'Grocery' });
});

describe('the brands page', () => {
  const brand = (id: number, name: string) => ({ id, name, image_full_url: null, items_count: id });

  it('shows the first brand plus up to 8 others and sorts them', async () => {
    fakeApi({
      'GET /brand': () => ({
        data: ['Voltix', 'Farm Fresh', 'Stride', 'A1', 'B2', 'C3', 'D4', 'E5', 'F6', 'G7'].map((name, index) =>
          brand(index + 1, name),
        ),
      }),
    });
    renderPart(<BrandsPage />, { route: '/all-brands' });
    const list = await screen.findByRole('list', { name: 'Brands' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect(within(list).getAllByRole('link')[0]).toHaveTextContent('Voltix');
    await userEvent.selectOptions(screen.getByLabelText('Sort brands'), 'Sort by : A to Z');
    expect(within(list).getAllByRole('link')[0]).toHaveTextContent('A1');
    await userEvent.selectOptions(screen.getByLabelText('Sort brands'), 'Z to A');
    expect(within(list).getAllByRole('link')[0]).toHaveTextContent('Voltix');
  });

  it('goes home when there are no brands', async () => {
    fakeApi({ 'GET /brand': () => ({ data: [] }) });
    renderPart(
      <Routes>
        <Route path="/all-brands" element={<BrandsPage />} />
        <Route path="/home" element={<p>Home page</p>} />
      </Routes>,
      { route: '/all-brands' },
    );
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});
