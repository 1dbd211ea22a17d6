import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, interestModulesAtom, moduleAtom, toast, tokenAtom, zoneIdAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { ModuleRail } from './ModuleRail';

jest.spyOn(toast, 'success').mockImplementation(() => 'ok');

const moduleEntry = (id: number, module_type: string, module_name: string, zoneIds: number[]) => ({
  id,
  module_type,
  module_name,
  icon_full_url: null,
  zones: zoneIds.map((zoneId) => ({ id: zoneId, name: `Zone ${zoneId}` })),
});

beforeEach(() => {
  localStorage.clear();
  window.history.pushState(null, '', '/');
  appStore.set(moduleAtom, null);
  appStore.set(tokenAtom, null);
  appStore.set(zoneIdAtom, null);
  appStore.set(interestModulesAtom, []);
  fakeApi({
    'GET /module': () => ({
      data: [moduleEntry(1, 'grocery', 'Grocery', [1]), moduleEntry(2, 'food', 'Food', [2])],
    }),
    'GET /categories': () => ({ data: [{ id: 3, name: 'Milks', image_full_url: null, parent_id: 0 }] }),
  });
});

it('shows only the modules of the stored zones', async () => {
  appStore.set(zoneIdAtom, '[2]');
  renderPart(<ModuleRail />);
  expect(await screen.findByRole('button', { name: 'Food' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Grocery' })).not.toBeInTheDocument();
});

it('leads a signed-in customer to /interest for a module new to them, as the module dialog does', async () => {
  appStore.set(tokenAtom, 'token-1');
  renderPart(<ModuleRail />);
  await userEvent.click(await screen.findByRole('button', { name: 'Grocery' }));
  await waitFor(() => expect(window.location.pathname).toBe('/interest'));
  expect(appStore.get(moduleAtom)).toMatchObject({ id: 1 });
  expect(toast.success).toHaveBeenCalledWith('A module has been selected.');
});

it('leads home for a module whose interests were answered', async () => {
  appStore.set(tokenAtom, 'token-1');
  appStore.set(interestModulesAtom, [1]);
  renderPart(<ModuleRail />);
  await userEvent.click(await screen.findByRole('button', { name: 'Grocery' }));
  await waitFor(() => expect(appStore.get(moduleAtom)).toMatchObject({ id: 1 }));
  expect(window.location.pathname).toBe('/home');
});
