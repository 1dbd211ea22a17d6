import { fireEvent, render, screen } from '@testing-library/react';
import { PartProviders } from '@storefront/shared';
import {
  GUEST_CHECKOUT_OFF_TEXT,
  GUEST_CHECKOUT_OFF_TITLE,
  GuestCheckoutGateView,
  checkoutGate,
} from './GuestCheckoutGate';

it('a guest may check out only when guest_checkout_status is 1', () => {
  expect(checkoutGate(false, 1)).toBe('open');
  expect(checkoutGate(false, 0)).toBe('sign-in');
  expect(checkoutGate(false, undefined)).toBe('wait');
  expect(checkoutGate(true, 0)).toBe('open');
});

it('a guest opening checkout with guest checkout off is asked to sign in, and the checkout is not shown', () => {
  window.history.pushState(null, '', '/checkout?page=cart');
  render(
    <PartProviders>
      <GuestCheckoutGateView gate="sign-in">
        <p>checkout form</p>
      </GuestCheckoutGateView>
    </PartProviders>,
  );
  expect(screen.getByText(GUEST_CHECKOUT_OFF_TITLE)).toBeInTheDocument();
  expect(screen.getByText(GUEST_CHECKOUT_OFF_TEXT)).toBeInTheDocument();
  expect(screen.queryByText('checkout form')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(window.location.pathname).toBe('/auth/sign-in');
});

it('shows the checkout when the gate is open', () => {
  render(
    <PartProviders>
      <GuestCheckoutGateView gate="open">
        <p>checkout form</p>
      </GuestCheckoutGateView>
    </PartProviders>,
  );
  expect(screen.getByText('checkout form')).toBeInTheDocument();
});
