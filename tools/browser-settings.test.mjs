import { MAX_TIMEOUT_MS, browserTimeouts, timeoutSetting } from './browser-settings.mjs';

test('unset or blank, a timeout is not sent: the page keeps its default', () => {
  expect(timeoutSetting('API_TIMEOUT_MS', {})).toBeUndefined();
  expect(timeoutSetting('API_TIMEOUT_MS', { API_TIMEOUT_MS: ' ' })).toBeUndefined();
  expect(browserTimeouts({})).toEqual({});
});

test('whole milliseconds up to two minutes are sent under their /env.js keys', () => {
  expect(browserTimeouts({ API_TIMEOUT_MS: '3000', REGISTRY_TIMEOUT_MS: ' 2000 ' })).toEqual({
    apiTimeoutMs: 3000,
    registryTimeoutMs: 2000,
  });
  expect(browserTimeouts({ REGISTRY_TIMEOUT_MS: String(MAX_TIMEOUT_MS) })).toEqual({
    registryTimeoutMs: MAX_TIMEOUT_MS,
  });
  expect(timeoutSetting('API_TIMEOUT_MS', { API_TIMEOUT_MS: '1' })).toBe(1);
});

test.each(['0', '-5', '2.5', '3s', 'abc', '1e4', String(MAX_TIMEOUT_MS + 1)])(
  'refuses %p with a message naming the setting and the value',
  (value) => {
    expect(() => browserTimeouts({ API_TIMEOUT_MS: value })).toThrow(
      `API_TIMEOUT_MS must be a whole number of milliseconds from 1 to ${MAX_TIMEOUT_MS}, as 15000 (it is "${value}").`,
    );
  },
);
