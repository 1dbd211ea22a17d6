import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  appStore,
  cartDrawerOpenAtom,
  itemQuickViewAtom,
  partStatusAtom,
  registryAtom,
  type PartStatus,
} from '@storefront/shared';
import { everyRemoteLive } from './test-fixtures';
import { renderPart } from '../../../tools/jest/render-part';
import { PendingOverlayFrame } from './PendingOverlayFrame';

const retryPart = jest.fn((_name: string) => Promise.resolve());
jest.mock('./applications', () => ({
  appNameOf: (remote: string, kind: string) => (kind === 'app' ? remote : `${remote}:overlays`),
  retryPart: (name: string) => retryPart(name),
}));

const registry = everyRemoteLive;

const hostIs = (status: PartStatus) => act(() => appStore.set(partStatusAtom, { 'cart_checkout:overlays': status }));

beforeEach(() => {
  appStore.set(registryAtom, registry);
  appStore.set(partStatusAtom, {});
  appStore.set(cartDrawerOpenAtom, false);
  appStore.set(itemQuickViewAtom, null);
});

it('shows the drawer frame while the host of an opened drawer loads, then leaves the place to it', () => {
  renderPart(<PendingOverlayFrame remote="cart_checkout" />);
  expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();

  act(() => appStore.set(cartDrawerOpenAtom, true));
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  hostIs('loading');
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();

  // The host has mounted and shows the drawer itself, from the same atom.
  hostIs('mounted');
  expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  expect(appStore.get(cartDrawerOpenAtom)).toBe(true);
});

it('keeps the item asked for while the quick view loads, and Escape gives the open up', async () => {
  renderPart(<PendingOverlayFrame remote="cart_checkout" />);
  act(() => appStore.set(itemQuickViewAtom, { itemId: 7, moduleId: 1 }));
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  expect(appStore.get(itemQuickViewAtom)).toEqual({ itemId: 7, moduleId: 1 });

  await userEvent.keyboard('{Escape}');
  expect(appStore.get(itemQuickViewAtom)).toBeNull();
  expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
});

it('shows the part fallback in the frame when the host cannot load, and Try again retries it', async () => {
  renderPart(<PendingOverlayFrame remote="cart_checkout" />);
  act(() => appStore.set(cartDrawerOpenAtom, true));
  hostIs('failed');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(retryPart).toHaveBeenCalledWith('cart_checkout:overlays');
});

it('shows nothing for a remote that is not live: its overlays do not open, as before', () => {
  appStore.set(registryAtom, { ...registry, remotes: registry.remotes.filter((r) => r.name !== 'cart_checkout') });
  renderPart(<PendingOverlayFrame remote="cart_checkout" />);
  act(() => appStore.set(cartDrawerOpenAtom, true));
  expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
});
