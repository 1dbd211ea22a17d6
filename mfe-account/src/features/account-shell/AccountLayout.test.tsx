import { act, screen } from '@testing-library/react';
import { appStore, tokenAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { configFixture } from '../../../../tools/jest/config-fixture';
import { AccountLayout } from './AccountLayout';

beforeEach(() => appStore.set(tokenAtom, 'token'));
afterEach(() => act(() => appStore.set(tokenAtom, null)));

it('shows a skeleton, not "not available", while the configuration is loading', async () => {
  fakeApi({ 'GET /config': () => ({ data: configFixture() }) });
  renderPart(
    <AccountLayout page="wallet">
      <p>Wallet content</p>
    </AccountLayout>,
  );
  expect(screen.getByLabelText('Loading this section')).toBeInTheDocument();
  expect(screen.queryByText('This section is not available.')).not.toBeInTheDocument();
  expect(await screen.findByText('Wallet content')).toBeInTheDocument();
  expect(screen.queryByLabelText('Loading this section')).not.toBeInTheDocument();
});

it('says the section is not available once the configuration turns it off', async () => {
  fakeApi({ 'GET /config': () => ({ data: configFixture({ loyalty_point_status: 0 }) }) });
  renderPart(
    <AccountLayout page="loyalty-points">
      <p>Loyalty content</p>
    </AccountLayout>,
  );
  expect(await screen.findByText('This section is not available.')).toBeInTheDocument();
  expect(screen.queryByText('Loyalty content')).not.toBeInTheDocument();
});

it('shows sections that do not depend on the configuration at once', async () => {
  fakeApi({ 'GET /config': () => ({ data: configFixture() }) });
  renderPart(
    <AccountLayout page="coupons">
      <p>Coupons content</p>
    </AccountLayout>,
  );
  expect(screen.getByText('Coupons content')).toBeInTheDocument();
  // The menu lists the configurable sections once the configuration has loaded.
  expect(await screen.findByRole('link', { name: 'Wallet' })).toBeInTheDocument();
});

it('signed out, its Sign In comes back to this page with its query (a deep link from a notification)', async () => {
  act(() => appStore.set(tokenAtom, null));
  fakeApi({ 'GET /config': () => ({ data: configFixture() }) });
  renderPart(
    <AccountLayout page="my-orders">
      <p>Orders</p>
    </AccountLayout>,
    { route: '/profile?page=my-orders&orderId=100012' },
  );
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    '/auth/sign-in?return_to=%2Fprofile%3Fpage%3Dmy-orders%26orderId%3D100012',
  );
  // Let the configuration's answer land before the test ends.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
});
