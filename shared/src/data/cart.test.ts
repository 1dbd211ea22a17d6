import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../api/client';
import { cartLinesAtom } from '../state/cart';
import { guestIdAtom, tokenAtom } from '../state/session';
import { appStore } from '../state/store';
import { addCartLine, removeCartLine, setCartLineQuantity } from './cart';
import { makeLine } from '../../../tools/jest/cart-fixtures';

jest.mock('../feedback/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const line = (id: number, itemId: number, quantity = 1) =>
  makeLine({ id, quantity }, { id: itemId, name: `Item ${itemId}` });

let requests: InternalAxiosRequestConfig[] = [];
const replyWith =
  (data: unknown): AxiosAdapter =>
  async (config) => {
    requests.push(config);
    return { status: 200, data, headers: {}, config, statusText: 'OK' };
  };

beforeEach(() => {
  requests = [];
  localStorage.clear();
  appStore.set(tokenAtom, null);
  appStore.set(guestIdAtom, '55');
  appStore.set(cartLinesAtom, [line(1, 10), line(2, 20)]);
});

describe('a cart reply replaces the local lines', () => {
  it('after an add: the server list, not the old lines plus the new one', async () => {
    apiClient.defaults.adapter = replyWith([line(3, 30, 2)]);
    await addCartLine({ item_id: 30, quantity: 2, variation: [], add_on_ids: [], add_on_qtys: [] });
    expect(appStore.get(cartLinesAtom).map((l) => [l.id, l.quantity])).toEqual([[3, 2]]);
    expect(JSON.parse(String(requests[0]?.data))).toMatchObject({ item_id: 30, guest_id: '55' });
  });

  it('after an update and a removal', async () => {
    apiClient.defaults.adapter = replyWith([line(1, 10, 4)]);
    await setCartLineQuantity(appStore.get(cartLinesAtom)[0]!, 4);
    expect(appStore.get(cartLinesAtom).map((l) => [l.id, l.quantity])).toEqual([[1, 4]]);
    apiClient.defaults.adapter = replyWith([]);
    await removeCartLine({ id: 1 });
    expect(appStore.get(cartLinesAtom)).toEqual([]);
    expect(requests[1]?.params).toEqual({ cart_id: 1, guest_id: '55' });
  });
});
