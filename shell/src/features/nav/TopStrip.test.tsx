import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, locationAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { configReply } from '../../test/fixtures';
import { TopStrip } from './TopStrip';

function withConfig(top_strip_link?: { label: string; url: string } | null) {
  const config: Record<string, unknown> = { ...configReply, top_strip_link };
  if (top_strip_link === undefined) delete config.top_strip_link;
  fakeApi({ 'GET /config': () => ({ data: config }) });
}

beforeEach(() => {
  appStore.set(locationAtom, 'Gulshan Avenue, Dhaka');
});

it("shows the config's link beside the theme toggle, reached by Tab", async () => {
  withConfig({ label: 'Help line: 09610-000000', url: 'tel:+8809610000000' });
  renderPart(<TopStrip />);
  const link = await screen.findByRole('link', { name: 'Help line: 09610-000000' });
  expect(link).toHaveAttribute('href', 'tel:+8809610000000');
  // Location, theme toggle, then the link (before the language).
  await userEvent.tab();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveFocus();
  await userEvent.tab();
  expect(link).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('combobox', { name: 'Language' })).toHaveFocus();
});

it('opens a web address in a new window and a site path in the page', async () => {
  withConfig({ label: 'Become a seller', url: 'https://sellers.example.test/join' });
  const { unmount } = renderPart(<TopStrip />);
  const web = await screen.findByRole('link', { name: 'Become a seller' });
  expect(web).toHaveAttribute('href', 'https://sellers.example.test/join');
  expect(web).toHaveAttribute('target', '_blank');
  unmount();

  withConfig({ label: 'Help and support', url: '/help-and-support' });
  renderPart(<TopStrip />);
  const path = await screen.findByRole('link', { name: 'Help and support' });
  expect(path).toHaveAttribute('href', '/help-and-support');
  expect(path).not.toHaveAttribute('target');
});

it.each([
  ['null', null],
  ['absent', undefined],
  ['a script address', { label: 'Help', url: 'javascript:alert(1)' }],
  ['another site by //', { label: 'Help', url: '//evil.example/help' }],
])("shows no such control when the config's link is %s", async (_case, link) => {
  withConfig(link);
  renderPart(<TopStrip />);
  // The language list comes from the same config: once it is there, the config has been read.
  expect(await screen.findByRole('option', { name: 'Arabic' })).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});
