// Signed-in sessions that end: a token left unused stops working, and deleting the account takes a
// recent sign-in; every answer that is a customer's own or an error is kept by no cache.
import { TOKEN_IDLE_DAYS } from '../lib/auth';
import { SIGN_IN_AGAIN_MESSAGE } from '../routes/profile';
import { bearer, createTestApp, errorMessages, FIXED_NOW, newCustomer, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});
afterEach(() => t.setNow(FIXED_NOW));

const DAY = 86_400_000;
const at = (ms: number) => new Date(FIXED_NOW.getTime() + ms);
const info = (token: string) => t.request({ method: 'GET', url: '/api/v1/customer/info', headers: bearer(token) });

describe('security: sessions', () => {
  test(`a token unused for ${TOKEN_IDLE_DAYS} days stops working; one in use keeps to its 30 days`, async () => {
    const idle = await newCustomer(t);
    const used = await newCustomer(t);
    t.setNow(at(10 * DAY));
    expect((await info(used.token)).status).toBe(200);
    t.setNow(at((TOKEN_IDLE_DAYS + 1) * DAY));
    const gone = await info(idle.token);
    expect({ status: gone.status, messages: errorMessages(gone.body) }).toEqual({
      status: 401,
      messages: ['Your account is inactive or Your token has been expired'],
    });
    expect((await info(used.token)).status).toBe(200);
  });

  test('deleting the account takes a sign-in of the last 15 minutes', async () => {
    const c = await newCustomer(t);
    t.setNow(at(20 * 60_000));
    const stale = await t.request({
      method: 'DELETE',
      url: '/api/v1/customer/remove-account',
      headers: bearer(c.token),
    });
    expect({ status: stale.status, messages: errorMessages(stale.body) }).toEqual({
      status: 403,
      messages: [SIGN_IN_AGAIN_MESSAGE],
    });
    expect((await info(c.token)).status).toBe(200);
    const again = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'manual', email_or_phone: c.email, password: 'secret-pass-1', field_type: 'email' },
    });
    const fresh = (again.body as { token: string }).token;
    const deleted = await t.request({
      method: 'DELETE',
      url: '/api/v1/customer/remove-account',
      headers: bearer(fresh),
    });
    expect(deleted.status).toBe(200);
  });

  test('a customer’s own answers and every error are no-store; the catalogue keeps its own caching', async () => {
    const c = await newCustomer(t);
    expect((await info(c.token)).headers.get('cache-control')).toBe('no-store');
    const refused = await t.request({ method: 'GET', url: '/api/v1/customer/info' });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const missing = await t.request({ method: 'GET', url: '/api/v1/no-such-route' });
    expect(missing.headers.get('cache-control')).toBe('no-store');
    const config = await t.request({ method: 'GET', url: '/api/v1/config' });
    expect(config.headers.get('cache-control')).toMatch(/no-cache/);
  });
});
