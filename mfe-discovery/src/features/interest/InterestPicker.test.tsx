import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, interestModulesAtom, moduleAtom, toast, tokenAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { renderPart } from '../../../../tools/jest/render-part';
import { InterestPicker } from './InterestPicker';

const success = jest.spyOn(toast, 'success').mockImplementation(() => 'ok');
const category = (id: number, name: string) => ({ id, name, image_full_url: null, parent_id: 0 });

beforeEach(() => {
  localStorage.clear();
  appStore.set(tokenAtom, 'token-1');
  appStore.set(moduleAtom, { id: 1, module_type: 'grocery', module_name: 'Grocery' });
  appStore.set(interestModulesAtom, []);
  window.history.pushState(null, '', '/interest');
});

it("saves the picked categories with the other modules' interests, then goes home", async () => {
  const calls = fakeApi({
    'GET /categories': () => ({ data: [category(3, 'Milks'), category(4, 'Drinks')] }),
    'GET /customer/info': () => ({
      data: {
        id: 1,
        f_name: 'Wren',
        l_name: null,
        email: null,
        phone: null,
        image_full_url: null,
        is_phone_verified: 0,
        is_email_verified: 0,
        order_count: 0,
        member_since_days: 0,
        wallet_balance: 0,
        loyalty_point: 0,
        ref_code: null,
        interest: [90, 4],
      },
    }),
    'POST /customer/update-interest': () => ({ data: { message: 'Interest updated successfully!' } }),
  });
  renderPart(<InterestPicker moduleId={1} />, { route: '/interest' });
  expect(screen.getByRole('heading', { level: 1, name: 'Choose your interests' })).toBeInTheDocument();
  const milks = await screen.findByRole('button', { name: 'Milks' });
  const save = screen.getByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();
  await userEvent.click(milks);
  expect(milks).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(save);
  await waitFor(() => expect(window.location.pathname).toBe('/home'));
  expect(calls.find((call) => call.url === '/customer/update-interest')?.body).toEqual({ interest: [90, 3] });
  expect(success).toHaveBeenCalledWith('Interest updated successfully!');
  expect(appStore.get(interestModulesAtom)).toEqual([1]);
});

it('skips to home and does not ask again for the module', async () => {
  fakeApi({ 'GET /categories': () => ({ data: [category(3, 'Milks')] }) });
  renderPart(<InterestPicker moduleId={1} />, { route: '/interest' });
  await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
  expect(window.location.pathname).toBe('/home');
  expect(appStore.get(interestModulesAtom)).toEqual([1]);
});
