import { fireEvent, render, screen, within } from '@testing-library/react';
import { PartProviders } from '@storefront/shared';
import { SavedAddressesModal } from './SavedAddressesModal';

it('with no saved address it says so in the spec’s words and offers to add one', () => {
  const onAdd = jest.fn();
  const noop = () => undefined;
  render(
    <PartProviders>
      <SavedAddressesModal open addresses={[]} selectedId={null} onSelect={noop} onAdd={onAdd} onClose={noop} />
    </PartProviders>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Saved Addresses' });
  expect(within(dialog).getByText('Oops')).toBeInTheDocument();
  expect(
    within(dialog).getByText('You don’t have any saved address yet. please save address to continue'),
  ).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add address' }));
  expect(onAdd).toHaveBeenCalledTimes(1);
});
