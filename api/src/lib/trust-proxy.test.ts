import { readEnv } from './env';
import { fastifyTrustProxy, readTrustProxy } from './trust-proxy';

test('TRUST_PROXY reads as off, all, a hop count or a list of addresses and CIDRs', () => {
  for (const off of [undefined, '', ' ', 'false', 'FALSE', '0']) expect(readTrustProxy(off)).toBe(false);
  expect(readTrustProxy('true')).toBe(true);
  expect(readTrustProxy(' 2 ')).toBe(2);
  expect(readTrustProxy('10.0.0.0/8, 192.168.1.7,::1,fd00::/8,loopback')).toEqual([
    '10.0.0.0/8',
    '192.168.1.7',
    '::1',
    'fd00::/8',
    'loopback',
  ]);
});

test('any other TRUST_PROXY stops the server with a message naming the setting', () => {
  for (const wrong of ['yes', '-1', '1.5', '10.0.0.0/33', '::1/129', '10.0.0.1,', '10.0.0.0/8/8', 'true,10.0.0.1']) {
    expect(() => readTrustProxy(wrong)).toThrow(/^TRUST_PROXY must be true, false, a hop count or a comma list/);
  }
  expect(() => readEnv({ NODE_ENV: 'development', TRUST_PROXY: 'balancer' })).toThrow('"balancer" is none of these');
  expect(readEnv({ NODE_ENV: 'development' }).trustProxy).toBe(false);
});

test('a hop count trusts that many hops nearest the API (Fastify 5 ignores a bare number)', () => {
  const trust = fastifyTrustProxy(2);
  if (typeof trust !== 'function') throw new Error('a hop count becomes a function');
  expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  expect(fastifyTrustProxy(false)).toBe(false);
});
