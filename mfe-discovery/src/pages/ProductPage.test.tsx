import { screen } from '@testing-library/react';
import { Route, Routes } from '@storefront/shared/router';
import { appStore, moduleAtom, provideRemoteModuleLoader, type AddToCartButtonProps } from '@storefront/shared';
import { fakeApi } from '../../../tools/jest/fake-api';
import { setRemoteLive } from '../../../tools/jest/live-remote';
import { renderPart } from '../../../tools/jest/render-part';
import { wireItem } from '../test/fixtures';
import { ProductPage } from './ProductPage';

function showProduct(overrides: Record<string, unknown>) {
  fakeApi({ 'GET /items/details/cefixime-7': () => ({ data: wireItem(7, 'Cefixime 200mg', overrides) }) });
  renderPart(
    <Routes>
      <Route path="/product/:slugOrId" element={<ProductPage />} />
    </Routes>,
    { route: '/product/cefixime-7?module_id=3' },
  );
  return screen.findByRole('heading', { level: 1, name: 'Cefixime 200mg' });
}

beforeEach(() => appStore.set(moduleAtom, { id: 3, module_type: 'pharmacy', module_name: 'Pharmacy' }));

it('says a prescription item needs one, as the cart line and the quick view do', async () => {
  await showProduct({ module_type: 'pharmacy', is_prescription_required: 1, avg_rating: 4.3, rating_count: 7 });
  expect(screen.getByText('prescription is required')).toBeInTheDocument();
  expect(screen.queryByText('Sold out')).toBeNull();
  expect(screen.getByTestId('rating')).toHaveTextContent('★4.50 out of 5(7)');
});

it("marks a sold-out item 'Sold out' and shows no star without reviews", async () => {
  await showProduct({ module_type: 'pharmacy', stock: 0, avg_rating: 0, rating_count: 0 });
  expect(screen.getByText('Sold out')).toBeInTheDocument();
  expect(screen.queryByText('prescription is required')).toBeNull();
  expect(document.body).not.toHaveTextContent('★');
});

it("embeds cart-checkout's add control as the product page's: the item's options are chosen here", async () => {
  function CartControl({ item, onProductPage }: AddToCartButtonProps) {
    return <p>{`${item.name} control${onProductPage ? ' on its product page' : ''}`}</p>;
  }
  setRemoteLive('cart_checkout', ['pharmacy']);
  const loader = jest.fn().mockResolvedValue({ default: CartControl });
  provideRemoteModuleLoader(loader);
  await showProduct({ module_type: 'pharmacy' });
  expect(await screen.findByText('Cefixime 200mg control on its product page')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('cart_checkout', 'AddToCartButton');
});
