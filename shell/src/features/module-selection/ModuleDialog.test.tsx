import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, interestModulesAtom, moduleAtom, toast, tokenAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { MODULE_DIALOG_INFO, MODULE_DIALOG_TITLE, ModuleDialog } from './ModuleDialog';

jest.spyOn(toast, 'success').mockImplementation(() => 'ok');

const moduleEntry = (id: number, module_type: string, module_name: string) => ({
  id,
  module_type,
  module_name,
  icon_full_url: null,
  zones: [],
});

beforeEach(() => {
  localStorage.clear();
  appStore.set(moduleAtom, null);
  appStore.set(tokenAtom, null);
  appStore.set(interestModulesAtom, []);
  jest.mocked(toast.success).mockClear();
});

it('shows the title and info, highlights the previous choice and selects with the toast', async () => {
  fakeApi({ 'GET /module': () => ({ data: [moduleEntry(1, 'grocery', 'Grocery'), moduleEntry(2, 'food', 'Food')] }) });
  appStore.set(moduleAtom, { id: 2, module_type: 'food', module_name: 'Food' });
  const onClose = jest.fn();
  renderPart(<ModuleDialog open onClose={onClose} />);
  expect(screen.getByRole('dialog', { name: MODULE_DIALOG_TITLE })).toHaveTextContent(MODULE_DIALOG_INFO);
  expect(await screen.findByRole('button', { name: 'Food' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Grocery' })).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(screen.getByRole('button', { name: 'Grocery' }));
  expect(appStore.get(moduleAtom)).toMatchObject({ id: 1, module_type: 'grocery' });
  expect(toast.success).toHaveBeenCalledWith('A module has been selected.');
  expect(window.location.pathname).toBe('/home');
  expect(onClose).toHaveBeenCalled();
});

it('says so when there is no module', async () => {
  fakeApi({ 'GET /module': () => ({ data: [] }) });
  renderPart(<ModuleDialog open onClose={jest.fn()} />);
  expect(await screen.findByText('No module found')).toBeInTheDocument();
  expect(screen.getByText('Contact with the site owner to activate modules.')).toBeInTheDocument();
});

it('selects the only module by itself and goes home', async () => {
  fakeApi({ 'GET /module': () => ({ data: [moduleEntry(5, 'parcel', 'Parcel')] }) });
  window.history.pushState(null, '', '/');
  const onClose = jest.fn();
  renderPart(<ModuleDialog open onClose={onClose} />);
  await waitFor(() => expect(appStore.get(moduleAtom)).toMatchObject({ id: 5 }));
  expect(window.location.pathname).toBe('/home');
  expect(onClose).toHaveBeenCalled();
});

it('sends a signed-in customer to /interest for a module new to them, home for one already answered', async () => {
  fakeApi({
    'GET /module': () => ({ data: [moduleEntry(1, 'grocery', 'Grocery'), moduleEntry(2, 'food', 'Food')] }),
    'GET /categories': () => ({ data: [{ id: 3, name: 'Milks', image_full_url: null, parent_id: 0 }] }),
  });
  appStore.set(tokenAtom, 'token-1');
  appStore.set(interestModulesAtom, [2]);
  renderPart(<ModuleDialog open onClose={jest.fn()} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Grocery' }));
  await waitFor(() => expect(window.location.pathname).toBe('/interest'));
  expect(appStore.get(moduleAtom)).toMatchObject({ id: 1 });
  expect(toast.success).toHaveBeenCalledWith('A module has been selected.');

  await userEvent.click(screen.getByRole('button', { name: 'Food' }));
  expect(appStore.get(moduleAtom)).toMatchObject({ id: 2 });
  expect(window.location.pathname).toBe('/home');
});
