import { LoginResponseSchema } from '@storefront/shared/contract/auth';
import { CustomerInfoSchema } from '@storefront/shared/contract/customer';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_PHONE } from '../db/seed';
import { bearer, createTestApp, errorCodes, FIXED_NOW, newCustomer, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const login = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/v1/auth/login', payload });

describe('guest ids', () => {
  test('each request gets a new guest id', async () => {
    const a = await t.request({ method: 'POST', url: '/api/v1/auth/guest/request' });
    const b = await t.request({
      method: 'POST',
      url: '/api/v1/auth/guest/request',
      payload: { fcm_token: 'device-1' },
    });
    expect(a.status).toBe(200);
    expect(a.body).toEqual({ message: expect.any(String), guest_id: expect.any(Number) });
    expect((a.body as { guest_id: number }).guest_id).not.toBe((b.body as { guest_id: number }).guest_id);
  });
});

describe('sign-up', () => {
  test('creates a customer and answers a token', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { name: 'Nadia Rahman', email: 'Nadia@Example.test', phone: '+8801811111111', password: 'longenough' },
    });
    expect(res.status).toBe(200);
    const reply = LoginResponseSchema.parse(res.body);
    expect(reply.token).toEqual(expect.any(String));
    const info = await t.request({ method: 'GET', url: '/api/v1/customer/info', headers: bearer(reply.token ?? '') });
    expect(info.status).toBe(200);
    const profile = CustomerInfoSchema.parse(info.body);
    expect([profile.f_name, profile.l_name, profile.email]).toEqual(['Nadia', 'Rahman', 'nadia@example.test']);
  });

  test('422 with a message per invalid field, and nothing is created', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { name: '', email: 'not-an-email', phone: '12', password: 'short' },
    });
    expect(res.status).toBe(422);
    expect(errorCodes(res.body).sort()).toEqual(['email', 'name', 'password', 'phone']);
    const messages = (res.body as { errors: { code: string; message: string }[] }).errors;
    expect(messages.find((e) => e.code === 'password')?.message).toBe('The password must be at least 8 characters.');
    const retry = await login({ email_or_phone: 'not-an-email', password: 'short1', field_type: 'email' });
    expect(retry.status).toBe(401);
  });

  test('403 for an email or phone already taken', async () => {
    const byEmail = await t.request({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { name: 'Someone', email: DEMO_EMAIL, phone: '+8801899999999', password: 'longenough' },
    });
    expect(byEmail.status).toBe(403);
    expect(errorCodes(byEmail.body)).toEqual(['email']);
    const byPhone = await t.request({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { name: 'Someone', email: 'someone-new@example.test', phone: DEMO_PHONE, password: 'longenough' },
    });
    expect(byPhone.status).toBe(403);
    expect(errorCodes(byPhone.body)).toEqual(['phone']);
  });
});

describe('login', () => {
  test('by email and by phone', async () => {
    const byEmail = await login({
      login_type: 'manual',
      email_or_phone: DEMO_EMAIL,
      password: DEMO_PASSWORD,
      field_type: 'email',
    });
    expect(byEmail.status).toBe(200);
    expect(LoginResponseSchema.parse(byEmail.body)).toMatchObject({
      login_type: 'manual',
      email: DEMO_EMAIL,
      is_email_verified: 1,
    });
    const byPhone = await login({
      login_type: 'manual',
      email_or_phone: DEMO_PHONE,
      password: DEMO_PASSWORD,
      field_type: 'phone',
    });
    expect(byPhone.status).toBe(200);
    expect((byPhone.body as { token: string }).token).not.toBe((byEmail.body as { token: string }).token);
  });

  test('401 for a wrong password or an unknown account', async () => {
    const wrong = await login({ email_or_phone: DEMO_EMAIL, password: 'wrong-password', field_type: 'email' });
    expect(wrong.status).toBe(401);
    expect(errorCodes(wrong.body)).toEqual(['auth-001']);
    const unknown = await login({ email_or_phone: 'nobody@example.test', password: 'whatever', field_type: 'email' });
    expect(unknown.status).toBe(401);
  });

  test('422 for missing fields and a short password', async () => {
    const res = await login({ email_or_phone: '', password: '123', field_type: 'fax' });
    expect(res.status).toBe(422);
    expect(errorCodes(res.body).sort()).toEqual(['email_or_phone', 'field_type', 'password']);
  });
});

describe('tokens', () => {
  test('customer/info needs a valid token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/customer/info' })).status).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/customer/info', headers: bearer('forged-token') })).status,
    ).toBe(401);
  });

  test('tokens expire after 30 days', async () => {
    const { token } = await newCustomer(t);
    const ok = await t.request({ method: 'GET', url: '/api/v1/customer/info', headers: bearer(token) });
    expect(ok.status).toBe(200);
    t.setNow(new Date(FIXED_NOW.getTime() + 31 * 86_400_000));
    try {
      const expired = await t.request({ method: 'GET', url: '/api/v1/customer/info', headers: bearer(token) });
      expect(expired.status).toBe(401);
    } finally {
      t.setNow(FIXED_NOW);
    }
  });

  test('tokens are stored hashed', async () => {
    const { token } = await newCustomer(t);
    const rows = await t.app.ctx.db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
    const users = await t.app.ctx.db.selectFrom('users').select('password_hash').execute();
    expect(users.every((u) => u.password_hash.startsWith('scrypt$'))).toBe(true);
  });
});
