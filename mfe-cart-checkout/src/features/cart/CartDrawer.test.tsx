import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  PartProviders,
  apiClient,
  appStore,
  cartDrawerOpenAtom,
  cartLinesAtom,
  itemQuickViewAtom,
  toast,
} from '@storefront/shared';
import { makeLine } from '../../test/fixtures';
import { CartDrawer } from './CartDrawer';

const first = makeLine({ id: 41, quantity: 3 }, { id: 5, name: 'Fresh Milk' });
const second = makeLine({ id: 42, quantity: 1, variation: [{ type: 'Large' }] }, { id: 5, name: 'Fresh Milk' });

beforeEach(() => {
  appStore.set(cartLinesAtom, [first, second]);
  appStore.set(cartDrawerOpenAtom, true);
  appStore.set(itemQuickViewAtom, null);
});
afterEach(() => {
  appStore.set(cartLinesAtom, []);
  appStore.set(cartDrawerOpenAtom, false);
});

it('a line opens the quick view of that very line, even when two lines hold one item', () => {
  render(
    <PartProviders>
      <CartDrawer />
    </PartProviders>,
  );
  fireEvent.click(screen.getAllByRole('button', { name: 'Fresh Milk' })[1]!);
  expect(appStore.get(itemQuickViewAtom)).toEqual({ itemId: 5, moduleId: 1, cartId: 42, model: 'Item' });
});

it("a line's delete removes it whatever its quantity, with 'Cart item remove successfully'", async () => {
  const success = jest.spyOn(toast, 'success').mockImplementation(() => '');
  const requests: unknown[] = [];
  apiClient.defaults.adapter = async (config) => {
    requests.push(config.params);
    return { status: 200, data: [second], headers: {}, config, statusText: 'OK' };
  };
  render(
    <PartProviders>
      <CartDrawer />
    </PartProviders>,
  );
  fireEvent.click(screen.getAllByRole('button', { name: 'Delete Fresh Milk from cart' })[0]!);
  await waitFor(() => expect(success).toHaveBeenCalledWith('Cart item remove successfully'));
  expect(requests[0]).toMatchObject({ cart_id: 41 });
  expect(appStore.get(cartLinesAtom)).toEqual([second]);
});

it('a line reads the prescription note and a sold-out item its badge, as the item page does', () => {
  appStore.set(cartLinesAtom, [
    makeLine({ id: 51 }, { id: 8, name: 'Cefixime 200mg', module_type: 'pharmacy', is_prescription_required: 1 }),
    makeLine({ id: 52 }, { id: 9, name: 'Digital Thermometer', module_type: 'pharmacy', stock: 0 }),
  ]);
  render(
    <PartProviders>
      <CartDrawer />
    </PartProviders>,
  );
  const [prescription, soldOut] = screen.getAllByTestId('cart-line');
  expect(prescription).toHaveTextContent('prescription is required');
  expect(prescription).not.toHaveTextContent('Sold out');
  expect(soldOut).toHaveTextContent('Sold out');
  expect(soldOut).not.toHaveTextContent('prescription is required');
});
