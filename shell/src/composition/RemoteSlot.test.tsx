import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PART_OFF_TEXT,
  PART_UNAVAILABLE_TEXT,
  PART_UNAVAILABLE_TITLE,
  appStore,
  moduleAtom,
  partStatusAtom,
  registryAtom,
  registryErrorAtom,
} from '@storefront/shared';
import type { Registry } from '@storefront/shared/contract/registry';
import { renderPart } from '../../../tools/jest/render-part';
import { everyRemoteLive } from './test-fixtures';
import { RemoteSlot } from './RemoteSlot';

const retryPart = jest.fn((_name: string) => Promise.resolve());
jest.mock('./applications', () => ({
  appNameOf: (remote: string, kind: string) => (kind === 'app' ? remote : `${remote}:overlays`),
  mountIdOf: (name: string) => `part-${name}`,
  retryPart: (name: string) => retryPart(name),
}));
jest.mock('./compose', () => ({ refreshRegistry: () => Promise.resolve() }));

/** The registry of the fixtures with account turned off by an operator (live nowhere). */
const accountOff: Registry = {
  ...everyRemoteLive,
  remotes: everyRemoteLive.remotes.map((remote) => (remote.name === 'account' ? { ...remote, live: {} } : remote)),
};

beforeEach(() => {
  retryPart.mockClear();
  appStore.set(registryErrorAtom, null);
  appStore.set(partStatusAtom, {});
  appStore.set(moduleAtom, null);
});

it('says neutrally that a remote turned off on purpose is not offered, with nothing to try again', () => {
  appStore.set(registryAtom, accountOff);
  renderPart(<RemoteSlot remote="account" active />);
  expect(screen.getByRole('status')).toHaveTextContent(PART_OFF_TEXT);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText(PART_UNAVAILABLE_TITLE)).not.toBeInTheDocument();
  expect(screen.queryByText(/try again/i)).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('keeps the failed-load fallback, with Try again, for a live remote that could not load', async () => {
  appStore.set(registryAtom, everyRemoteLive);
  renderPart(<RemoteSlot remote="account" active />);
  act(() => appStore.set(partStatusAtom, { account: 'failed' }));
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(PART_UNAVAILABLE_TITLE);
  expect(alert).toHaveTextContent(PART_UNAVAILABLE_TEXT);
  expect(screen.queryByText(PART_OFF_TEXT)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(retryPart).toHaveBeenCalledWith('account');
});

it('shows the failed-load fallback, not the neutral note, when the registry could not be read', () => {
  appStore.set(registryAtom, null);
  appStore.set(registryErrorAtom, 'unavailable');
  renderPart(<RemoteSlot remote="account" active />);
  expect(screen.getByRole('alert')).toHaveTextContent(PART_UNAVAILABLE_TITLE);
  expect(screen.queryByText(PART_OFF_TEXT)).not.toBeInTheDocument();
});
