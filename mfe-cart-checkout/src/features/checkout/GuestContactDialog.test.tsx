import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPart } from '../../../../tools/jest/render-part';
import { GuestContactDialog } from './GuestContactDialog';

// The dialog reads the country and its picker from the configuration, tested in shared.
jest.mock('@storefront/shared', () => ({
  ...jest.requireActual('@storefront/shared'),
  useConfig: () => ({ data: { country: 'BD', country_picker_status: 1 } }),
}));

async function typeContact(phone: string) {
  const onSave = jest.fn();
  renderPart(<GuestContactDialog open contact={null} onSave={onSave} onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: 'Contact information' });
  await userEvent.type(within(dialog).getByLabelText('Contact Person Name'), 'Rumi Akter');
  await userEvent.type(await within(dialog).findByLabelText('Contact Person Number'), phone);
  await userEvent.type(within(dialog).getByLabelText('Contact Person Email'), 'rumi@example.test');
  return { dialog, onSave };
}

it.each(['01abc7def', '01712'])('refuses the number %s with a message and keeps what was typed', async (typed) => {
  const { dialog, onSave } = await typeContact(typed);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('The phone must be a valid phone number.')).toBeVisible();
  expect(onSave).not.toHaveBeenCalled();
  expect(within(dialog).getByLabelText('Contact Person Number')).toHaveValue(typed);
  expect(within(dialog).getByLabelText('Contact Person Name')).toHaveValue('Rumi Akter');

  // Finishing the number takes the message away and saves it whole.
  const field = within(dialog).getByLabelText('Contact Person Number');
  await userEvent.clear(field);
  await userEvent.type(field, '01712345678');
  expect(within(dialog).queryByText('The phone must be a valid phone number.')).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ contact_person_number: '+8801712345678' }));
});

it('asks for a number when none is typed', async () => {
  const onSave = jest.fn();
  renderPart(<GuestContactDialog open contact={null} onSave={onSave} onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: 'Contact information' });
  await userEvent.type(within(dialog).getByLabelText('Contact Person Name'), 'Rumi Akter');
  await userEvent.type(within(dialog).getByLabelText('Contact Person Email'), 'rumi@example.test');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('The contact person number field is required.')).toBeVisible();
  expect(onSave).not.toHaveBeenCalled();
});
