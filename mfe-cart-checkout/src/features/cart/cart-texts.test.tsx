import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { CONFIG_KEY, PartProviders, apiClient, appStore, cartDrawerOpenAtom, cartLinesAtom } from '@storefront/shared';
import { makeLine } from '../../../../tools/jest/cart-fixtures';
import { CartDrawer } from './CartDrawer';
import { LoginOrGuestDialog } from './LoginOrGuestDialog';

afterEach(() => {
  appStore.set(cartLinesAtom, []);
  appStore.set(cartDrawerOpenAtom, false);
});

it('the login-or-guest prompt offers Guest, Login and Sign Up', () => {
  const noop = () => undefined;
  render(
    <PartProviders>
      <LoginOrGuestDialog open onClose={noop} onGuest={noop} onLogin={noop} onSignUp={noop} />
    </PartProviders>,
  );
  expect(screen.getByRole('dialog', { name: 'Do you want to login or continue as a guest?' })).toBeInTheDocument();
  for (const name of ['Guest', 'Login', 'Sign Up']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
});

it('once the subtotal reaches free delivery the drawer says the delivery charge is reduced', () => {
  // Nothing here needs the API; answer anything the drawer asks without the network.
  apiClient.defaults.adapter = async (config) => ({ status: 200, data: [], headers: {}, config, statusText: 'OK' });
  appStore.set(cartLinesAtom, [makeLine({ id: 71, quantity: 3, price: 100 })]);
  appStore.set(cartDrawerOpenAtom, true);
  render(
    <SWRConfig value={{ fallback: { [CONFIG_KEY]: { free_delivery_over: 250 } }, revalidateOnMount: false }}>
      <PartProviders>
        <CartDrawer />
      </PartProviders>
    </SWRConfig>,
  );
  expect(screen.getByTestId('free-delivery-progress')).toHaveTextContent('You have reduced delivery charge');
});
