import { AxiosError, AxiosHeaders } from 'axios';
import { apiClient } from '../api/client';
import { appStore } from '../state/store';
import { tokenAtom } from '../state/session';
import { cartLinesAtom } from '../state/cart';
import { wishlistAtom } from '../state/wishlist';
import { toast } from '../feedback/toast';
import {
  LOGIN_REQUIRED_MESSAGE,
  LOGOUT_DELAY_MS,
  LOGOUT_SUCCESS_MESSAGE,
  SERVER_SIGN_OUT_FAILED,
  requireSignIn,
  signOut,
} from './session-actions';
import type { CartLine } from '../contract/cart';

jest.mock('../feedback/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('./cart', () => ({ loadCart: jest.fn().mockResolvedValue([]) }));

const logoutCall = jest.spyOn(apiClient, 'post');
const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

beforeEach(() => {
  logoutCall.mockReset().mockResolvedValue({ data: { message: 'Logout successful.' } });
  warn.mockClear();
  jest.useFakeTimers();
  localStorage.clear();
  jest.mocked(toast.error).mockClear();
  jest.mocked(toast.success).mockClear();
});
afterEach(() => jest.useRealTimers());

it('logs out after 500 ms: token, cart and wishlist cleared, success toast, to /home', async () => {
  appStore.set(tokenAtom, 'token');
  appStore.set(cartLinesAtom, [{ id: 1 } as unknown as CartLine]);
  appStore.set(wishlistAtom, { itemIds: [1], storeIds: [2] });
  window.history.pushState(null, '', '/profile');
  const done = signOut();
  jest.advanceTimersByTime(499);
  expect(appStore.get(tokenAtom)).toBe('token');
  jest.advanceTimersByTime(1);
  await done;
  expect(appStore.get(tokenAtom)).toBeNull();
  expect(appStore.get(cartLinesAtom)).toEqual([]);
  expect(appStore.get(wishlistAtom)).toEqual({ itemIds: [], storeIds: [] });
  expect(toast.success).toHaveBeenCalledWith(LOGOUT_SUCCESS_MESSAGE);
  expect(window.location.pathname).toBe('/home');
});

it('stays on / when logging out from there', async () => {
  appStore.set(tokenAtom, 'token');
  window.history.pushState(null, '', '/');
  const done = signOut();
  jest.advanceTimersByTime(LOGOUT_DELAY_MS);
  await done;
  expect(window.location.pathname).toBe('/');
});

it('leaves no draft behind on a shared device, and keeps what is not a draft', async () => {
  appStore.set(tokenAtom, 'token');
  localStorage.setItem('storefront.draft.parcel', '{"version":1,"data":{"receiverName":"Mitu"}}');
  sessionStorage.setItem('storefront.draft.checkout', '{"version":1,"data":{"tip":20}}');
  localStorage.setItem('settings', '{"theme":"dark"}');
  const done = signOut();
  jest.advanceTimersByTime(LOGOUT_DELAY_MS);
  await done;
  expect(localStorage.getItem('storefront.draft.parcel')).toBeNull();
  expect(sessionStorage.getItem('storefront.draft.checkout')).toBeNull();
  expect(localStorage.getItem('settings')).toBe('{"theme":"dark"}');
});

it('guards signed-in pages with one toast id', () => {
  appStore.set(tokenAtom, null);
  expect(requireSignIn()).toBe(false);
  expect(toast.error).toHaveBeenCalledWith(LOGIN_REQUIRED_MESSAGE, { id: 'login-required' });
  appStore.set(tokenAtom, 'token');
  expect(requireSignIn()).toBe(true);
});

/** Signs out with the logout delay run through. */
async function signOutNow() {
  const done = signOut();
  jest.advanceTimersByTime(LOGOUT_DELAY_MS);
  await done;
}

const answered = (status: number) =>
  new AxiosError(`status ${status}`, String(status), undefined, null, {
    status,
    data: {},
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

it('ends the session on the server with the token, before clearing it here', async () => {
  appStore.set(tokenAtom, 'token');
  let tokenDuringCall: string | null = null;
  logoutCall.mockImplementation(async () => {
    tokenDuringCall = appStore.get(tokenAtom);
    return { data: {} };
  });
  await signOutNow();
  expect(logoutCall).toHaveBeenCalledTimes(1);
  expect(logoutCall).toHaveBeenCalledWith(
    '/auth/logout',
    undefined,
    expect.objectContaining({ quietUnauthorized: true }),
  );
  expect(tokenDuringCall).toBe('token');
  expect(appStore.get(tokenAtom)).toBeNull();
  expect(warn).not.toHaveBeenCalled();
});

it('signs out here even when the server cannot be told, with a clear line', async () => {
  for (const failure of [answered(404), answered(500), new AxiosError('Network Error', 'ERR_NETWORK')]) {
    appStore.set(tokenAtom, 'token');
    logoutCall.mockRejectedValueOnce(failure);
    await signOutNow();
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(toast.success).toHaveBeenLastCalledWith(LOGOUT_SUCCESS_MESSAGE);
  }
  expect(warn.mock.calls).toEqual([[SERVER_SIGN_OUT_FAILED], [SERVER_SIGN_OUT_FAILED], [SERVER_SIGN_OUT_FAILED]]);
});

it('says nothing when the server had already ended the session (401), and calls nothing without a token', async () => {
  appStore.set(tokenAtom, 'token');
  logoutCall.mockRejectedValueOnce(answered(401));
  await signOutNow();
  expect(appStore.get(tokenAtom)).toBeNull();
  expect(warn).not.toHaveBeenCalled();
  logoutCall.mockClear();
  await signOutNow();
  expect(logoutCall).not.toHaveBeenCalled();
});
