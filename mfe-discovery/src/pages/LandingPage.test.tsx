import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../tools/jest/fake-api';
import { renderPart } from '../../../tools/jest/render-part';
import { LANDING_TEXT } from '../features/landing/LandingSections';
import { appLinks } from '../features/landing/use-landing';
import { LandingPage } from './LandingPage';
import { wireLanding as landing } from '../test/fixtures';

const modules = [
  { id: 1, module_name: 'Grocery', module_type: 'grocery', icon_full_url: null, zones: [{ id: 1 }] },
  { id: 2, module_name: 'Food', module_type: 'food', icon_full_url: null, zones: [{ id: 1 }] },
];

it('renders every part of the landing data', async () => {
  fakeApi({ 'GET /landing-page': () => ({ data: landing }), 'GET /module': () => ({ data: modules }) });
  renderPart(<LandingPage />);
  expect(await screen.findByRole('heading', { level: 1, name: landing.fixed_header_title })).toBeInTheDocument();
  expect(screen.getByText(landing.fixed_header_sub_title)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: landing.fixed_module_title })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Grocery' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Free delivery' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Fast delivery' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: landing.fixed_referal_title })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: LANDING_TEXT.referralAction })).toHaveAttribute('href', '/referral-code');
  const zones = screen.getByRole('region', { name: 'Where we deliver' });
  expect(within(zones).getByRole('heading', { name: 'Gulshan' })).toBeInTheDocument();
  expect(within(zones).getByText('Grocery, Food')).toBeInTheDocument();
  // Only the app link whose status is 1 shows, in a new window.
  const apps = screen.getByRole('region', { name: LANDING_TEXT.apps });
  expect(within(apps).getAllByRole('link')).toHaveLength(1);
  expect(within(apps).getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('target', '_blank');
});

it('hides the zones when their status is off', async () => {
  fakeApi({
    'GET /landing-page': () => ({ data: { ...landing, available_zone_status: 0 } }),
    'GET /module': () => ({ data: modules }),
  });
  renderPart(<LandingPage />);
  await screen.findByRole('heading', { level: 1 });
  expect(screen.queryByRole('region', { name: 'Where we deliver' })).not.toBeInTheDocument();
});

it('shows a skeleton while loading, then the error with a retry that loads the page', async () => {
  let fail = true;
  fakeApi({
    'GET /landing-page': () =>
      fail ? { status: 500, data: { errors: [{ code: 'x', message: 'down' }] } } : { data: landing },
    'GET /module': () => ({ data: modules }),
  });
  renderPart(<LandingPage />);
  expect(screen.getByRole('status', { name: 'Loading the landing page' })).toBeInTheDocument();
  expect(await screen.findByText(LANDING_TEXT.failed)).toBeInTheDocument();
  // The module cards still work while the landing data is missing.
  expect(await screen.findByRole('button', { name: 'Grocery' })).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: landing.fixed_header_title })).toBeInTheDocument();
});

it('offers an app link only when its status is 1 and it has a URL', () => {
  expect(
    appLinks({ playstore_url_status: 1, playstore_url: null, apple_store_url_status: 1, apple_store_url: 'a' }),
  ).toEqual([{ label: 'Download on the App Store', href: 'a' }]);
});
