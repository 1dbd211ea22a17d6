import { act, render, screen } from '@testing-library/react';
import { setRemoteLive } from '../../../tools/jest/live-remote';
import { appStore } from '../state/store';
import { moduleAtom } from '../state/session';
import type { Item } from '../contract/item';
import type { AddToCartButtonProps } from './embeds';
import { RemoteComponent, provideRemoteModuleLoader } from './remote-component';

function Embedded({ item }: AddToCartButtonProps) {
  return <button type="button">Add {item.name}</button>;
}

const apples = { id: 1, name: 'Red Apples' } as Item;

const liveFor = (modules: ('food' | 'grocery')[]) => setRemoteLive('cart_checkout', modules);

beforeEach(() => {
  localStorage.clear();
  appStore.set(moduleAtom, { id: 1, module_type: 'grocery', module_name: 'Grocery' });
});

it('loads and renders the exposed component while its remote is live', async () => {
  liveFor(['grocery']);
  const loader = jest.fn().mockResolvedValue({ default: Embedded });
  provideRemoteModuleLoader(loader);
  render(
    <RemoteComponent module="cart_checkout/AddToCartButton" props={{ item: apples }} loading={<span>loading</span>} />,
  );
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Add Red Apples' })).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('cart_checkout', 'AddToCartButton');
});

it('does not request a remote that is off for the selected module', () => {
  liveFor(['food']);
  const loader = jest.fn();
  provideRemoteModuleLoader(loader);
  render(
    <RemoteComponent
      module="cart_checkout/AddToCartButton"
      props={{ item: apples }}
      loading={null}
      unavailable={<span>off</span>}
    />,
  );
  expect(screen.getByText('off')).toBeInTheDocument();
  expect(loader).not.toHaveBeenCalled();
});

it('shows the unavailable content when the load fails, and tries again on the next mount', async () => {
  liveFor(['grocery']);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const loader = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ default: Embedded });
  provideRemoteModuleLoader(loader);
  const embed = (
    <RemoteComponent
      module="cart_checkout/AddToCartButton"
      props={{ item: apples }}
      loading={null}
      unavailable={<span>off</span>}
    />
  );
  const { unmount } = render(embed);
  expect(await screen.findByText('off')).toBeInTheDocument();
  unmount();
  await act(async () => {
    render(embed);
  });
  expect(await screen.findByRole('button', { name: 'Add Red Apples' })).toBeInTheDocument();
  expect(loader).toHaveBeenCalledTimes(2);
});
