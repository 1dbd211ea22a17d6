import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  appStore,
  provideRemoteModuleLoader,
  registryAtom,
  toast,
  tokenAtom,
  type AddressModalEmbedProps,
} from '@storefront/shared';
import type { Address } from '@storefront/shared/contract/address';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { setRemoteLive } from '../../../../tools/jest/live-remote';
import { renderPart } from '../../../../tools/jest/render-part';
import { AddressesSection } from './AddressesSection';

jest.spyOn(toast, 'success').mockImplementation(() => 'ok');
jest.spyOn(toast, 'error').mockImplementation(() => 'ok');
beforeEach(() => appStore.set(tokenAtom, 'token'));
afterEach(() => {
  act(() => {
    appStore.set(tokenAtom, null);
    appStore.set(registryAtom, null);
  });
  jest.clearAllMocks();
});

const savedAddress = (id: number, overrides: Partial<Address> = {}): Address => ({
  id,
  address_type: 'home',
  contact_person_name: 'Demo Customer',
  contact_person_number: '+8801700000000',
  address: `Road ${id}, Gulshan, Dhaka`,
  latitude: 23.79,
  longitude: 90.41,
  zone_id: 1,
  zone_ids: [1],
  house: '7B',
  floor: null,
  road: '90',
  ...overrides,
});

const list = (addresses: Address[]) => ({
  data: { total_size: addresses.length, limit: null, offset: null, addresses },
});

/** cart_checkout/AddressModal as a stand-in: shows what it was opened for, and 'saves' on Save. */
function FakeAddressModal({ open, address, onClose, onSaved }: AddressModalEmbedProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Address form">
      <p>{address ? `Editing ${address.address}` : 'New address'}</p>
      <button
        type="button"
        onClick={() => {
          onSaved?.(address ?? savedAddress(99));
          onClose();
        }}
      >
        Save
      </button>
    </div>
  );
}

function cartCheckoutLive() {
  setRemoteLive('cart_checkout', ['default']);
  const loader = jest.fn().mockResolvedValue({ default: FakeAddressModal });
  provideRemoteModuleLoader(loader);
  return loader;
}

it('lists the saved addresses with their type, details and contact', async () => {
  fakeApi({
    'GET /customer/address/list': () =>
      list([savedAddress(1), savedAddress(2, { address_type: "ammu's flat", house: 'House 14' })]),
  });
  renderPart(<AddressesSection />);
  expect(screen.getByLabelText('Loading addresses')).toBeInTheDocument();
  const saved = await screen.findByRole('list', { name: 'Saved addresses' });
  const [first, second] = within(saved).getAllByRole('listitem');
  expect(first).toHaveTextContent('Home');
  expect(first).toHaveTextContent('Road 1, Gulshan, Dhaka');
  expect(first).toHaveTextContent('House 7B · Street 90');
  expect(first).toHaveTextContent('Demo Customer, +8801700000000');
  // A label is kept as typed but its first letter; a house typed with its word is not named twice.
  expect(within(second!).getByText("Ammu's flat")).toBeInTheDocument();
  expect(second).toHaveTextContent('House 14 · Street 90');
  expect(second).not.toHaveTextContent('House House');
  expect(within(second!).getByRole('button', { name: 'Edit Road 2, Gulshan, Dhaka' })).toBeInTheDocument();
});

it('says so when there are no saved addresses', async () => {
  fakeApi({ 'GET /customer/address/list': () => list([]) });
  renderPart(<AddressesSection />);
  expect(await screen.findByText('No saved addresses')).toBeInTheDocument();
  expect(screen.getByText('Addresses you save here are offered at checkout.')).toBeInTheDocument();
});

it('shows why the list failed and loads it again on Try again', async () => {
  let fail = true;
  fakeApi({
    'GET /customer/address/list': () =>
      fail
        ? { status: 500, data: { errors: [{ code: 'server', message: 'Database is busy.' }] } }
        : list([savedAddress(1)]),
  });
  renderPart(<AddressesSection />);
  expect(await screen.findByText('Your addresses could not be loaded.')).toBeInTheDocument();
  expect(screen.getByText('Database is busy.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('list', { name: 'Saved addresses' })).toBeInTheDocument();
});

it('deletes an address only after the confirmation, with the server message', async () => {
  let addresses = [savedAddress(1), savedAddress(2)];
  const calls = fakeApi({
    'GET /customer/address/list': () => list(addresses),
    'DELETE /customer/address/delete': (params) => {
      addresses = addresses.filter((entry) => entry.id !== params.address_id);
      return { data: { message: 'Successfully removed!' } };
    },
  });
  renderPart(<AddressesSection />);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Road 1, Gulshan, Dhaka' }));
  const confirm = screen.getByRole('dialog', { name: 'Delete address' });
  expect(confirm).toHaveTextContent('Are you sure you want to delete this address?');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog', { name: 'Delete address' })).not.toBeInTheDocument();
  expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

  await userEvent.click(screen.getByRole('button', { name: 'Delete Road 1, Gulshan, Dhaka' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Delete address' })).getByRole('button', { name: 'Yes' }),
  );
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Successfully removed!'));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete address' })).not.toBeInTheDocument());
  expect(screen.queryByText('Road 1, Gulshan, Dhaka')).not.toBeInTheDocument();
  expect(screen.getByText('Road 2, Gulshan, Dhaka')).toBeInTheDocument();
});

it("keeps the confirmation open with the server's message when deleting fails", async () => {
  fakeApi({
    'GET /customer/address/list': () => list([savedAddress(1)]),
    'DELETE /customer/address/delete': () => ({
      status: 404,
      data: { errors: [{ code: 'address_id', message: 'Address not found.' }] },
    }),
  });
  renderPart(<AddressesSection />);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Road 1, Gulshan, Dhaka' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Delete address' })).getByRole('button', { name: 'Yes' }),
  );
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Address not found.'));
  expect(screen.getByRole('dialog', { name: 'Delete address' })).toBeInTheDocument();
});

it("opens checkout's address modal to add and to edit, and lists what it saved", async () => {
  const loader = cartCheckoutLive();
  let addresses = [savedAddress(1)];
  fakeApi({ 'GET /customer/address/list': () => list(addresses) });
  renderPart(<AddressesSection />);
  await screen.findByRole('list', { name: 'Saved addresses' });
  expect(loader).toHaveBeenCalledWith('cart_checkout', 'AddressModal');

  await userEvent.click(screen.getByRole('button', { name: 'Add address' }));
  const adding = await screen.findByRole('dialog', { name: 'Address form' });
  expect(adding).toHaveTextContent('New address');
  addresses = [...addresses, savedAddress(2)];
  await userEvent.click(within(adding).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Road 2, Gulshan, Dhaka')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Address form' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Edit Road 1, Gulshan, Dhaka' }));
  expect(await screen.findByRole('dialog', { name: 'Address form' })).toHaveTextContent(
    'Editing Road 1, Gulshan, Dhaka',
  );
});

it('says the form is unavailable, in a dialog, while cart-checkout is off', async () => {
  fakeApi({ 'GET /customer/address/list': () => list([]) });
  renderPart(<AddressesSection />);
  await screen.findByText('No saved addresses');
  await userEvent.click(screen.getByRole('button', { name: 'Add address' }));
  const dialog = screen.getByRole('dialog', { name: 'Add new address' });
  expect(dialog).toHaveTextContent('This section is unavailable right now.');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Add new address' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add address' })).toHaveFocus();
});
