import { appStore, interestModulesAtom, tokenAtom } from '@storefront/shared';
import type { Module } from '@storefront/shared/contract/module';
import { fakeApi } from '../../../tools/jest/fake-api';
import { landingAfterChoice, landingPathAfterChoice, mayAskInterests } from './interest-rule';

const grocery: Module = { id: 1, module_type: 'grocery', module_name: 'Grocery', icon_full_url: null, zones: [] };
const parcel: Module = { id: 5, module_type: 'parcel', module_name: 'Parcel', icon_full_url: null, zones: [] };
const context = { moduleId: 1, moduleType: 'grocery', signedIn: true, answeredModules: [] as number[] };
const category = { id: 3, name: 'Milks', slug: 'milks', image_full_url: null, parent_id: 0, position: 0 };

beforeEach(() => {
  localStorage.clear();
  appStore.set(tokenAtom, null);
  appStore.set(interestModulesAtom, []);
});

describe('the interest rule', () => {
  it('asks when categories exist, the module is new to the customer and not parcel', () => {
    expect(landingPathAfterChoice(context, 4)).toBe('/interest');
    expect(landingPathAfterChoice(context, 0)).toBe('/home');
    expect(landingPathAfterChoice({ ...context, answeredModules: [1] }, 4)).toBe('/home');
    expect(landingPathAfterChoice({ ...context, moduleId: 5, moduleType: 'parcel' }, 4)).toBe('/home');
  });

  it('asks only signed-in customers (interests are saved to the account)', () => {
    expect(mayAskInterests({ ...context, signedIn: false })).toBe(false);
    expect(mayAskInterests(context)).toBe(true);
  });

  it('reads the session and asks the API for the module categories only when needed', async () => {
    const calls = fakeApi({ 'GET /categories': () => ({ data: [category] }) });
    expect(await landingAfterChoice(grocery)).toBe('/home');
    expect(calls).toHaveLength(0);

    appStore.set(tokenAtom, 'token-1');
    expect(await landingAfterChoice(parcel)).toBe('/home');
    expect(calls).toHaveLength(0);
    expect(await landingAfterChoice(grocery)).toBe('/interest');
    expect(calls).toHaveLength(1);

    appStore.set(interestModulesAtom, [1]);
    expect(await landingAfterChoice(grocery)).toBe('/home');
    expect(calls).toHaveLength(1);
  });

  it('goes home when the module has no categories or they cannot be read', async () => {
    appStore.set(tokenAtom, 'token-1');
    fakeApi({ 'GET /categories': () => ({ data: [] }) });
    expect(await landingAfterChoice(grocery)).toBe('/home');
    fakeApi({ 'GET /categories': () => ({ status: 500, data: { errors: [{ code: 'x', message: 'down' }] } }) });
    expect(await landingAfterChoice(grocery)).toBe('/home');
  });
});
