import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, moduleAtom, tokenAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { configReply } from '../../test/fixtures';
import { CompactMenu } from './CompactMenu';

beforeEach(() => {
  appStore.set(tokenAtom, null);
  appStore.set(moduleAtom, null);
});

async function openMenu(config: Partial<typeof configReply> = {}) {
  fakeApi({ 'GET /config': () => ({ data: { ...configReply, ...config } }) });
  renderPart(<CompactMenu onLogout={() => undefined} />);
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  return screen.findByRole('region', { name: 'Help and policies' });
}

it('reaches help and every policy from a phone, where the footer hides them', async () => {
  const help = await openMenu();
  const links = within(help).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Terms and Conditions', '/terms-and-conditions'],
    ['Privacy Policy', '/privacy-policy'],
    ['Refund Policy', '/refund-policy'],
    ['Cancellation Policy', '/cancellation-policy'],
    ['Shipping Policy', '/shipping-policy'],
    ['Help & Support', '/help-and-support'],
    ['Track Order', '/track-order'],
  ]);
});

it('leaves out a policy the platform switched off', async () => {
  const help = await openMenu({ refund_policy: 0 });
  await within(help).findByRole('link', { name: 'Help & Support' });
  expect(within(help).queryByRole('link', { name: 'Refund Policy' })).not.toBeInTheDocument();
});

it('closes when a page is chosen', async () => {
  const help = await openMenu();
  await userEvent.click(within(help).getByRole('link', { name: 'Privacy Policy' }));
  expect(screen.queryByRole('region', { name: 'Help and policies' })).not.toBeInTheDocument();
});
