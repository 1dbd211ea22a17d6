import { act, screen } from '@testing-library/react';
import { appStore, moduleAtom, tokenAtom } from '@storefront/shared';
import { renderPart } from '../../../../tools/jest/render-part';
import { FloatingCart } from './FloatingCart';

beforeEach(() => {
  appStore.set(moduleAtom, null);
  appStore.set(tokenAtom, null);
});

it('leaves room after the page for a signed-in customer’s floating cart, so nothing stays under it', () => {
  renderPart(<FloatingCart />);
  expect(screen.queryByTestId('floating-cart-clearance')).not.toBeInTheDocument();
  act(() => appStore.set(tokenAtom, 'token'));
  expect(screen.getByRole('button', { name: /^Open cart, / })).toBeInTheDocument();
  expect(screen.getByTestId('floating-cart-clearance')).toBeInTheDocument();
});

it('stays off the cart and checkout pages, whose form it would cover', () => {
  appStore.set(tokenAtom, 'token');
  renderPart(<FloatingCart />, { route: '/checkout?page=cart' });
  expect(screen.queryByRole('button', { name: /^Open cart, / })).not.toBeInTheDocument();
  expect(screen.queryByTestId('floating-cart-clearance')).not.toBeInTheDocument();
});
