import { render, screen } from '@testing-library/react';
import { PartProviders } from '@storefront/shared';
import { CART_TITLE, EMPTY_CART_TEXT, EMPTY_CART_TITLE, PRESCRIPTION_NOTE } from './CartDrawer';
import { LOGIN_OR_GUEST_TITLE, LoginOrGuestDialog } from './LoginOrGuestDialog';
import { LOCATION_ALERT_TITLE, PICK_FROM_MAP } from '../add-to-cart/DeliveryLocationAlert';

it('uses the spec texts of the drawer and the location alert', () => {
  expect(CART_TITLE).toBe('Shopping Cart');
  expect(EMPTY_CART_TITLE).toBe('Your cart is empty');
  expect(EMPTY_CART_TEXT).toBe('No items added in your cart. Please add product to your cart list.');
  expect(PRESCRIPTION_NOTE).toBe('prescription is required');
  expect(LOCATION_ALERT_TITLE).toBe('Insert delivery location');
  expect(PICK_FROM_MAP).toBe('Pick from Map');
});

it('the login-or-guest prompt offers Guest, Login and Sign Up', () => {
  const noop = () => undefined;
  render(
    <PartProviders>
      <LoginOrGuestDialog open onClose={noop} onGuest={noop} onLogin={noop} onSignUp={noop} />
    </PartProviders>,
  );
  expect(screen.getByRole('dialog', { name: LOGIN_OR_GUEST_TITLE })).toBeInTheDocument();
  expect(LOGIN_OR_GUEST_TITLE).toBe('Do you want to login or continue as a guest?');
  for (const name of ['Guest', 'Login', 'Sign Up']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
});
