import { act, screen } from '@testing-library/react';
import { appStore, tokenAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { configFixture } from '../../../../tools/jest/config-fixture';
import { customerFixture } from '../../test-fixtures';
import { WelcomeModal } from './WelcomeModal';
import { WELCOME_FLAG_KEY } from './welcome-rules';

afterEach(() => {
  act(() => appStore.set(tokenAtom, null));
  localStorage.clear();
});

it('welcomes a fresh sign-up with the first-order discount note the profile offers', async () => {
  localStorage.setItem(WELCOME_FLAG_KEY, 'true');
  appStore.set(tokenAtom, 'token');
  fakeApi({
    'GET /config': () => ({ data: configFixture() }),
    'GET /customer/info': () => ({
      data: customerFixture({
        order_count: 0,
        is_valid_for_discount: true,
        discount_amount: 10,
        discount_amount_type: 'percentage',
        validity: '7 days',
      }),
    }),
  });
  renderPart(<WelcomeModal />);
  expect(await screen.findByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
  expect(await screen.findByText('Get 10% off on your first order, valid for 7 days.')).toBeInTheDocument();
});

it('has no note when the profile says the discount is not valid', async () => {
  localStorage.setItem(WELCOME_FLAG_KEY, 'true');
  appStore.set(tokenAtom, 'token');
  fakeApi({
    'GET /config': () => ({ data: configFixture() }),
    'GET /customer/info': () => ({ data: customerFixture({ is_valid_for_discount: false }) }),
  });
  renderPart(<WelcomeModal />);
  expect(await screen.findByText(/Hi Demo, your account is ready/)).toBeInTheDocument();
  expect(screen.queryByText(/off on your first order/)).not.toBeInTheDocument();
});
