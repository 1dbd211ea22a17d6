import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@storefront/shared/router';
import { appStore, moduleAtom, toast, tokenAtom, zoneIdAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { Footer, PICK_ZONE_MESSAGE } from './Footer';
import { configReply, landingReply } from '../../test/fixtures';

jest.spyOn(toast, 'error').mockImplementation(() => 'error');
const open = jest.spyOn(window, 'open').mockImplementation(() => null);

type AppLinks = Partial<(typeof landingReply)['download_user_app_links']>;

function api({ config = {}, apps = {} }: { config?: Partial<typeof configReply>; apps?: AppLinks } = {}) {
  return fakeApi({
    'GET /config': () => ({ data: { ...configReply, ...config } }),
    'GET /landing-page': () => ({
      data: { ...landingReply, download_user_app_links: { ...landingReply.download_user_app_links, ...apps } },
    }),
  });
}

beforeEach(() => {
  localStorage.clear();
  window.history.pushState(null, '', '/');
  appStore.set(tokenAtom, null);
  appStore.set(zoneIdAtom, null);
  appStore.set(moduleAtom, null);
  jest.mocked(toast.error).mockClear();
  open.mockClear();
});

const footer = () => screen.getByRole('contentinfo');

/** Shows the router's path, where the footer's links lead. */
function Path() {
  const { pathname, hash } = useLocation();
  return <output data-testid="path">{pathname + hash}</output>;
}
const path = () => screen.getByTestId('path').textContent;

it('shows each app-store button only when its status is 1, opening its URL in a new window', async () => {
  api({ apps: { playstore_url_status: 1, apple_store_url_status: 0 } });
  renderPart(<Footer />);
  const play = await screen.findByRole('button', { name: 'Get it on Google Play' });
  expect(screen.queryByRole('button', { name: 'Download on the App Store' })).not.toBeInTheDocument();
  await userEvent.click(play);
  expect(open).toHaveBeenCalledWith(landingReply.download_user_app_links.playstore_url, '_blank', 'noopener');
});

it('shows the App Store button alone when only its status is 1', async () => {
  api({ apps: { playstore_url_status: 0, apple_store_url_status: 1 } });
  renderPart(<Footer />);
  await userEvent.click(await screen.findByRole('button', { name: 'Download on the App Store' }));
  expect(open).toHaveBeenCalledWith(landingReply.download_user_app_links.apple_store_url, '_blank', 'noopener');
  expect(screen.queryByRole('button', { name: 'Get it on Google Play' })).not.toBeInTheDocument();
});

it('shows a policy link only when its flag is not 0', async () => {
  api({ config: { refund_policy: 0, cancelation_policy: 1, shipping_policy: 0 } });
  renderPart(<Footer />);
  const policies = within(footer()).getByRole('navigation', { name: 'Policies' });
  expect(await within(policies).findByRole('link', { name: 'Cancellation Policy' })).toHaveAttribute(
    'href',
    '/cancellation-policy',
  );
  expect(within(policies).queryByRole('link', { name: 'Refund Policy' })).not.toBeInTheDocument();
  expect(within(policies).queryByRole('link', { name: 'Shipping Policy' })).not.toBeInTheDocument();
  expect(within(policies).getByRole('link', { name: 'Terms and Conditions' })).toBeInTheDocument();
  expect(within(policies).getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
});

it('labels help and support Contact in the parcel module', async () => {
  api();
  appStore.set(moduleAtom, { id: 5, module_type: 'parcel', module_name: 'Parcel' });
  renderPart(<Footer />);
  expect(await screen.findByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/help-and-support');
  expect(screen.queryByRole('link', { name: 'Help & Support' })).not.toBeInTheDocument();
});

it('opens Loyalty Points and Wallet only for a signed-in customer', async () => {
  api();
  renderPart(
    <>
      <Footer />
      <Path />
    </>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Wallet' }));
  expect(toast.error).toHaveBeenCalledWith('You must be login to access this page.', { id: 'login-required' });
  expect(path()).toBe('/');

  act(() => appStore.set(tokenAtom, 'token-1'));
  await userEvent.click(screen.getByRole('button', { name: 'Loyalty Points' }));
  expect(path()).toBe('/loyalty-points');
});

it('opens Campaigns only once a zone is picked', async () => {
  api();
  renderPart(
    <>
      <Footer />
      <Path />
    </>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Campaigns' }));
  expect(toast.error).toHaveBeenCalledWith(PICK_ZONE_MESSAGE, { id: 'pick-zone' });
  expect(path()).toBe('/');

  act(() => appStore.set(zoneIdAtom, '[1]'));
  await userEvent.click(screen.getByRole('button', { name: 'Campaigns' }));
  expect(path()).toBe('/home#section-campaigns');
});

it('draws the spec’s social networks as icons named for each network', async () => {
  api();
  renderPart(<Footer />);
  const social = await screen.findByRole('list', { name: 'Social media' });
  for (const name of ['Facebook', 'Instagram', 'Twitter', 'Linkedin', 'Pinterest']) {
    const link = await within(social).findByRole('link', { name });
    expect(link.querySelector('svg')).not.toBeNull();
    expect(link).toHaveAttribute('target', '_blank');
  }
});

it("opens the business's address on a map when the customer asks for it", async () => {
  api();
  renderPart(<Footer />);
  const address = await within(footer()).findByRole('button', { name: configReply.address });
  expect(screen.queryByRole('application', { name: 'Map' })).not.toBeInTheDocument();
  await userEvent.click(address);
  const dialog = await screen.findByRole('dialog', { name: configReply.address });
  expect(await within(dialog).findByRole('application', { name: 'Map' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
});

it('makes every link and link-like button at least 24 px tall, to be tapped surely on a phone', async () => {
  api();
  renderPart(<Footer />);
  await screen.findByRole('button', { name: 'Wallet' });
  const controls = within(footer()).getAllByRole('link').concat(within(footer()).getAllByRole('button'));
  const small = controls.filter((control) => {
    const style = getComputedStyle(control);
    return parseFloat(style.minHeight || '0') < 24 && parseFloat(style.height || '0') < 24;
  });
  expect(small.map((control) => control.textContent || control.getAttribute('aria-label'))).toEqual([]);
});
