// Behind a load balancer every request comes from the balancer: with TRUST_PROXY the limits count
// the client named in X-Forwarded-For instead.
import { DEFAULT_RATE_LIMITS } from '../lib/rate-limit-settings';
import type { TrustProxy } from '../lib/trust-proxy';
import { createTestApp, type TestApp } from './helpers';

// Sign-in hashes at the production cost, a fraction of a second each.
jest.setTimeout(30_000);

/** One sign-in per address and window. */
const rateLimits = { ...DEFAULT_RATE_LIMITS, perAddress: { ...DEFAULT_RATE_LIMITS.perAddress, signIn: 1 } };

const signInFrom = (t: TestApp, client: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'x-forwarded-for': client },
    payload: {
      login_type: 'manual',
      email_or_phone: 'nobody@example.test',
      password: 'secret-pass-1',
      field_type: 'email',
    },
  });

/** Statuses of sign-ins from client A, client B, then A again. */
async function statusesWith(trustProxy: TrustProxy): Promise<number[]> {
  const t = await createTestApp({ env: { rateLimits, trustProxy } });
  try {
    const statuses: number[] = [];
    for (const client of ['203.0.113.7', '198.51.100.23', '203.0.113.7']) {
      statuses.push((await signInFrom(t, client)).status);
    }
    return statuses;
  } finally {
    await t.app.close();
  }
}

test('without TRUST_PROXY, clients behind one proxy share its address and its limit', async () => {
  expect(await statusesWith(false)).toEqual([401, 429, 429]);
});

test.each<[string, TrustProxy]>([
  ['true', true],
  ['a hop count', 1],
  ['the proxy’s address', ['127.0.0.1']],
])('with TRUST_PROXY as %s, each forwarded client has a limit of its own', async (_name, trustProxy) => {
  expect(await statusesWith(trustProxy)).toEqual([401, 401, 429]);
});

test('a list that does not name the proxy leaves the forwarded address unbelieved', async () => {
  expect(await statusesWith(['10.0.0.0/8'])).toEqual([401, 429, 429]);
});
