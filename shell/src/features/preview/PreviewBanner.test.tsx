import { render, screen } from '@testing-library/react';
import { appStore, PartProviders, previewAtom } from '@storefront/shared';
import { PreviewBanner } from './PreviewBanner';

afterEach(() => appStore.set(previewAtom, null));

test('a browser in a preview is told which release it loads, where, and can end it', () => {
  appStore.set(previewAtom, {
    remote: 'discovery',
    version: '1.5.0',
    scope: 'grocery',
    expiresAt: new Date(Date.now() + 60_000).toISOString(),
  });
  render(
    <PartProviders>
      <PreviewBanner />
    </PartProviders>,
  );
  const banner = screen.getByRole('region', { name: 'Preview' });
  expect(banner).toHaveTextContent('this browser loads discovery 1.5.0 in grocery');
  expect(banner).toHaveTextContent('Customers still get the live release.');
  expect(screen.getByRole('button', { name: 'End preview' })).toBeEnabled();
});

test('every other browser sees no banner', () => {
  render(
    <PartProviders>
      <PreviewBanner />
    </PartProviders>,
  );
  expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
});
