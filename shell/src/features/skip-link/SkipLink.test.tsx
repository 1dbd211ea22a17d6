import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PartProviders } from '@storefront/shared';
import { SKIP_LINK_TEXT, SkipLink } from './SkipLink';

it('is the first Tab stop and moves focus to the main content, so the next Tab continues there', async () => {
  render(
    <PartProviders>
      <SkipLink targetId="main" />
      <nav>
        <button type="button">Header control</button>
      </nav>
      <main id="main" tabIndex={-1}>
        <button type="button">First in the page</button>
      </main>
    </PartProviders>,
  );
  Element.prototype.scrollIntoView = jest.fn();
  await userEvent.tab();
  expect(screen.getByRole('link', { name: SKIP_LINK_TEXT })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'First in the page' })).toHaveFocus();
  expect(window.location.hash).toBe('');
});
