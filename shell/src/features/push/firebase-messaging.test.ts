import { act } from '@testing-library/react';
import { appStore, toast, tokenAtom } from '@storefront/shared';
import { fakeApi } from '../../../../tools/jest/fake-api';
import { DEVICE_TOKEN_PATH, resetDeviceTokenForTests, startFirebaseMessaging } from './firebase-messaging';
import { PUSH_EVENT, listenForPushes } from './push-listener';

// Firebase's SDK, at its edge: a device token, and a foreground handler the test can call.
let foreground: ((payload: { data?: Record<string, string> }) => void) | null = null;
jest.mock('firebase/app', () => ({ getApps: () => [], initializeApp: () => ({}) }));
jest.mock('firebase/messaging', () => ({
  isSupported: () => Promise.resolve(true),
  getMessaging: () => ({}),
  onMessage: (_: unknown, handler: typeof foreground) => {
    foreground = handler;
  },
  getToken: jest.fn(() => Promise.resolve('device-token-1')),
}));

jest.spyOn(toast, 'info').mockImplementation(() => 'info');

const FIREBASE = {
  apiKey: 'key',
  projectId: 'storefront-test',
  messagingSenderId: '1',
  appId: 'app',
  vapidKey: 'vapid',
};
const register = jest.fn((url: string) => Promise.resolve({ scope: '/', url }));
const serviceWorker = Object.assign(new EventTarget(), { register });

beforeAll(() => {
  window.__STOREFRONT_ENV__ = { apiUrl: 'http://api.test', firebase: FIREBASE };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  Object.defineProperty(window, 'Notification', { value: { permission: 'granted' }, configurable: true });
});

afterAll(() => {
  delete window.__STOREFRONT_ENV__;
});

beforeEach(() => {
  resetDeviceTokenForTests();
  act(() => appStore.set(tokenAtom, null));
  register.mockClear();
});

const tokenCalls = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST' && call.url === DEVICE_TOKEN_PATH);

it('registers the shell’s service worker for the Firebase app and sends the device token at a later sign-in', async () => {
  const calls = fakeApi({ [`POST ${DEVICE_TOKEN_PATH}`]: () => ({ data: { message: 'updated' } }) });
  await startFirebaseMessaging();
  const workerUrl = new URL(register.mock.calls[0]![0], 'http://shell.test');
  expect(workerUrl.pathname).toBe('/firebase-messaging-sw.js');
  expect(JSON.parse(workerUrl.searchParams.get('firebaseConfig')!)).toEqual(FIREBASE);
  // A guest: nothing to send yet.
  expect(tokenCalls(calls)).toHaveLength(0);

  act(() => appStore.set(tokenAtom, 'customer-token-1'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(tokenCalls(calls)).toEqual([
    { method: 'POST', url: DEVICE_TOKEN_PATH, body: { cm_firebase_token: 'device-token-1', _method: 'put' } },
  ]);

  // Signing out and in again (another customer) sends it again; the same sign-in does not repeat it.
  act(() => appStore.set(tokenAtom, null));
  act(() => appStore.set(tokenAtom, 'customer-token-2'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(tokenCalls(calls)).toHaveLength(2);
});

it('sends the device token at once for a customer already signed in', async () => {
  act(() => appStore.set(tokenAtom, 'customer-token-3'));
  const calls = fakeApi({ [`POST ${DEVICE_TOKEN_PATH}`]: () => ({ data: { message: 'updated' } }) });
  await startFirebaseMessaging();
  expect(tokenCalls(calls)).toHaveLength(1);
});

it('routes foreground messages and the service worker’s posts as the storefront:push event', async () => {
  fakeApi({});
  listenForPushes();
  await startFirebaseMessaging();
  const events: unknown[] = [];
  window.addEventListener(PUSH_EVENT, (event) => events.push((event as CustomEvent).detail));
  serviceWorker.dispatchEvent(
    new MessageEvent('message', { data: { type: PUSH_EVENT, payload: { type: 'referral_code', title: 'Hi' } } }),
  );
  expect(events).toEqual([{ type: 'referral_code', title: 'Hi' }]);
  // Anything else the worker might post is not a push.
  serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: 'other' } }));
  expect(events).toHaveLength(1);
  expect(foreground).not.toBeNull();
});
