import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { z } from '@storefront/shared/zod';
import {
  apiClient,
  ContractError,
  parseReply,
  QUIET_UNAUTHORIZED,
  sessionHeaders,
  TOKEN_EXPIRED_MESSAGE,
} from './client';
import { errorMessages } from './error-message';
import { appStore } from '../state/store';
import { currentLatLngAtom, moduleAtom, tokenAtom, zoneIdAtom } from '../state/session';
import { toast } from '../feedback/toast';

jest.mock('../feedback/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

let lastRequest: InternalAxiosRequestConfig | undefined;
function answer(status: number, data: unknown): AxiosAdapter {
  return async (config) => {
    lastRequest = config;
    const response = { status, data, headers: {}, config, statusText: String(status) };
    if (status >= 400) throw new AxiosError('failed', String(status), config, null, response);
    return response;
  };
}

beforeEach(() => {
  localStorage.clear();
  appStore.set(tokenAtom, null);
  appStore.set(moduleAtom, null);
  appStore.set(zoneIdAtom, null);
  appStore.set(currentLatLngAtom, null);
  window.history.pushState(null, '', '/home');
  jest.mocked(toast.error).mockClear();
});

describe('request headers', () => {
  it('sends the session on every request, zoneid verbatim', async () => {
    appStore.set(tokenAtom, 'secret-token');
    appStore.set(moduleAtom, { id: 3, module_type: 'grocery', module_name: 'Grocery' });
    appStore.set(zoneIdAtom, '[1,3]');
    appStore.set(currentLatLngAtom, { lat: 23.79, lng: 90.4 });
    apiClient.defaults.adapter = answer(200, {});
    await apiClient.get('/config');
    const headers = AxiosHeaders.from(lastRequest!.headers);
    expect(headers.get('latitude')).toBe('23.79');
    expect(headers.get('longitude')).toBe('90.4');
    expect(headers.get('zoneid')).toBe('[1,3]');
    expect(headers.get('moduleId')).toBe('3');
    expect(headers.get('authorization')).toBe('Bearer secret-token');
    expect(headers.get('X-localization')).toBe('en');
    expect(headers.get('X-software-id')).toBeTruthy();
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('leaves out what the session does not have', () => {
    const headers = sessionHeaders();
    expect(headers).not.toHaveProperty('authorization');
    expect(headers).not.toHaveProperty('moduleId');
    expect(headers).not.toHaveProperty('zoneid');
  });
});

describe('the 401 rule', () => {
  it('with a stored token: toast, token removed, sent to sign-in', async () => {
    appStore.set(tokenAtom, 'expired');
    apiClient.defaults.adapter = answer(401, { errors: [{ code: 'auth', message: 'Unauthorized' }] });
    await expect(apiClient.get('/customer/info')).rejects.toBeInstanceOf(AxiosError);
    expect(toast.error).toHaveBeenCalledWith(TOKEN_EXPIRED_MESSAGE, { id: 'token-expired' });
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(window.location.pathname).toBe('/auth/sign-in');
  });

  it('a call that handles its own 401 keeps the token and the page', async () => {
    appStore.set(tokenAtom, 'expired');
    apiClient.defaults.adapter = answer(401, {});
    await expect(
      apiClient.get('/customer/order/details', { params: { order_id: 1 }, ...QUIET_UNAUTHORIZED }),
    ).rejects.toBeInstanceOf(AxiosError);
    expect(toast.error).not.toHaveBeenCalled();
    expect(appStore.get(tokenAtom)).toBe('expired');
    expect(window.location.pathname).toBe('/home');
  });

  it('without a token: nothing but the error', async () => {
    apiClient.defaults.adapter = answer(401, {});
    await expect(apiClient.get('/customer/info')).rejects.toBeInstanceOf(AxiosError);
    expect(toast.error).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/home');
  });
});

describe('parseReply', () => {
  it('turns a reply that breaks the contract into a ContractError', () => {
    const schema = z.object({ id: z.number() });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => parseReply('/x', schema, { id: 'seven' })).toThrow(ContractError);
    expect(parseReply('/x', schema, { id: 7 })).toEqual({ id: 7 });
  });
});

describe('errorMessages', () => {
  const failure = (status: number, data: unknown) =>
    new AxiosError('failed', String(status), undefined, null, {
      status,
      data,
      headers: {},
      statusText: '',
      config: { headers: new AxiosHeaders() },
    });

  it('reads each entry of the errors array', () => {
    expect(
      errorMessages(
        failure(422, {
          errors: [
            { code: 'a', message: 'First' },
            { code: 'b', message: 'Second' },
          ],
        }),
      ),
    ).toEqual(['First', 'Second']);
  });
  it('falls back to the message, then to a generic text', () => {
    expect(errorMessages(failure(403, { message: 'Out of Stock' }))).toEqual(['Out of Stock']);
    expect(errorMessages(new Error('boom'))).toEqual(['Something went wrong. Please try again.']);
  });
});
