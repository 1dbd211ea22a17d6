import { DEFAULT_RATE_LIMITS } from '../lib/rate-limit-settings';
import { MessageResponseSchema } from '@storefront/shared/contract/common';
import { CustomerInfoSchema } from '@storefront/shared/contract/customer';
import { NotificationListSchema } from '@storefront/shared/contract/notification';
import {
  ACCOUNT_DELETED_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
  SOCIAL_PASSWORD_MESSAGE,
  UpdateProfileResponseSchema,
} from '@storefront/shared/contract/profile';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../db/seed';
import {
  bearer,
  createTestApp,
  errorCodes,
  newCustomer,
  newGuest,
  type TestApp,
  parse,
  errorMessages,
} from './helpers';
import { PNG_1PX } from './image-fixtures';

const sentCodes: { identity: string; code: string }[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sendCode: (identity, _purpose, code) => sentCodes.push({ identity, code }) });
});
afterAll(async () => {
  await t.app.close();
});

const PNG = new Uint8Array(PNG_1PX);

function form(fields: Record<string, string>, image?: { bytes: Uint8Array<ArrayBuffer>; name: string }): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (image) f.append('image', new Blob([image.bytes], { type: 'image/png' }), image.name);
  return f;
}

const info = async (token: string) =>
  parse(
    CustomerInfoSchema,
    (await t.request({ method: 'GET', url: '/api/v1/customer/info', headers: bearer(token) })).body,
  );

const login = (email: string, password: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { login_type: 'manual', email_or_phone: email, password, field_type: 'email' },
  });

describe('update-profile', () => {
  test('multipart update of names, email and photo; the phone does not change', async () => {
    const c = await newCustomer(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/customer/update-profile',
      headers: bearer(c.token),
      payload: form(
        {
          f_name: 'Nadia',
          l_name: 'Rahman',
          email: 'Nadia.R@example.test',
          phone: '+8801999999999',
          current_password: 'secret-pass-1',
        },
        { bytes: PNG, name: 'me.png' },
      ),
    });
    expect(res.status).toBe(200);
    expect(parse(UpdateProfileResponseSchema, res.body)).toEqual({
      message: PROFILE_UPDATED_MESSAGE,
      pending_email: 'nadia.r@example.test',
    });
    // The new email waits for the code sent to it.
    expect((await info(c.token)).email).toBe(c.email);
    const code = sentCodes.filter((s) => s.identity === 'nadia.r@example.test').at(-1)?.code ?? '';
    const verify = await t.request({
      method: 'POST',
      url: '/api/v1/customer/verify-email',
      headers: bearer(c.token),
      payload: { email: 'nadia.r@example.test', otp: code },
    });
    expect(verify.status).toBe(200);
    const me = await info(c.token);
    expect([me.f_name, me.l_name, me.email, me.phone]).toEqual(['Nadia', 'Rahman', 'nadia.r@example.test', c.phone]);
    expect(me.is_email_verified).toBe(1);
    expect(me.image_full_url).toMatch(/\/uploads\/profile\/[a-f0-9]{32}\.png$/);
    const photo = await fetch(me.image_full_url!.replace('http://localhost:4000', `http://127.0.0.1:${portOf()}`));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    // Read to its end (an unread answer keeps its connection busy when the app closes): a PNG's signature.
    expect(
      Buffer.from(await photo.arrayBuffer())
        .subarray(1, 4)
        .toString('latin1'),
    ).toBe('PNG');
  });

  test('JSON update with a new password signs in with it and keeps the current session', async () => {
    const c = await newCustomer(t);
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/customer/update-profile',
      headers: bearer(c.token),
      payload: {
        f_name: 'A',
        l_name: 'B',
        email: c.email,
        password: 'brand-new-pass',
        current_password: 'secret-pass-1',
      },
    });
    expect(res.status).toBe(200);
    expect((await login(c.email, 'brand-new-pass')).status).toBe(200);
    expect((await login(c.email, 'secret-pass-1')).status).toBe(401);
    expect((await info(c.token)).f_name).toBe('A');
  });

  test("422 with the form's messages per field, and nothing changes", async () => {
    const c = await newCustomer(t);
    const before = await info(c.token);
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/customer/update-profile',
      headers: bearer(c.token),
      payload: { f_name: '', email: 'not-an-email' },
    });
    expect(res.status).toBe(422);
    expect(errorCodes(res.body)).toEqual(['f_name', 'l_name', 'email']);
    expect(errorMessages(res.body)).toEqual(['name is required', 'last name required', 'Must be a valid email']);
    const missing = await t.request({
      method: 'POST',
      url: '/api/v1/customer/update-profile',
      headers: bearer(c.token),
      payload: { f_name: 'X', l_name: 'Y' },
    });
    expect(errorMessages(missing.body)).toEqual(['Email is required']);
    const long = await t.request({
      method: 'POST',
      url: '/api/v1/customer/update-profile',
      headers: bearer(c.token),
      payload: { f_name: 'X', l_name: 'Y', email: `${'a'.repeat(250)}@example.test` },
    });
    expect(errorCodes(long.body)).toEqual(['email']);
    expect(await info(c.token)).toEqual(before);
  });

  test('images must be jpg, png or gif and at most 2 MB', async () => {
    const c = await newCustomer(t);
    const fields = { f_name: 'X', l_name: 'Y', email: c.email };
    const text = await t.request({
      method: 'POST',
      url: '/api/v1/customer/update-profile',
      headers: bearer(c.token),
      payload: form(fields, { bytes: new TextEncoder().encode('not an image'), name: 'x.png' }),
    });
    expect(text.status).toBe(422);
    expect(errorCodes(text.body)).toEqual(['image']);
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(PNG);
    const large = await t.request({
      method: 'POST',
      url: '/api/v1/customer/update-profile',
      headers: bearer(c.token),
      payload: form(fields, { bytes: big, name: 'big.png' }),
    });
    expect(large.status).toBe(422);
    expect(errorCodes(large.body)).toEqual(['image']);
    expect((await info(c.token)).f_name).not.toBe('X');
  });

  test("another customer's email: told only past the current password, a few times an hour; 401 without a token", async () => {
    const c = await newCustomer(t);
    const change = (email: string, current?: string) =>
      t.request({
        method: 'POST',
        url: '/api/v1/customer/update-profile',
        headers: bearer(c.token),
        payload: { f_name: 'X', l_name: 'Y', email, ...(current ? { current_password: current } : {}) },
      });
    // A stolen token alone learns nothing of whether an email has an account.
    const probe = await change(DEMO_EMAIL);
    expect(probe.status).toBe(422);
    expect(errorCodes(probe.body)).toEqual(['current_password']);
    const res = await change(DEMO_EMAIL, 'secret-pass-1');
    expect(res.status).toBe(403);
    expect(errorCodes(res.body)).toEqual(['email']);
    const max = DEFAULT_RATE_LIMITS.perAccount.codeRequest;
    for (let i = 1; i < max; i++)
      expect((await change(`probe-${i}@example.test`, 'secret-pass-1')).status).not.toBe(429);
    expect((await change(DEMO_EMAIL, 'secret-pass-1')).status).toBe(429);
    const anon = await t.request({
      method: 'POST',
      url: '/api/v1/customer/update-profile',
      payload: { f_name: 'X', l_name: 'Y', email: 'x@example.test' },
    });
    expect(anon.status).toBe(401);
  });

  test('social-login customers cannot change their password', async () => {
    const c = await newCustomer(t);
    await t.app.ctx.db.updateTable('users').set({ login_medium: 'google' }).where('email', '=', c.email).execute();
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/customer/update-profile',
      headers: bearer(c.token),
      payload: { f_name: 'X', l_name: 'Y', email: c.email, password: 'another-pass-1' },
    });
    expect(res.status).toBe(403);
    expect(errorMessages(res.body)).toEqual([SOCIAL_PASSWORD_MESSAGE]);
    expect((await info(c.token)).login_medium).toBe('google');
  });
});

describe('remove-account', () => {
  test('deletes the account: the token stops working and the login is gone', async () => {
    const c = await newCustomer(t);
    const res = await t.request({ method: 'DELETE', url: '/api/v1/customer/remove-account', headers: bearer(c.token) });
    expect(res.status).toBe(200);
    expect(parse(MessageResponseSchema, res.body).message).toBe(ACCOUNT_DELETED_MESSAGE);
    expect((await t.request({ method: 'GET', url: '/api/v1/customer/info', headers: bearer(c.token) })).status).toBe(
      401,
    );
    expect((await login(c.email, 'secret-pass-1')).status).toBe(401);
    // The email and phone can sign up again.
    const again = await t.request({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { name: 'Again', email: c.email, phone: c.phone, password: 'secret-pass-2' },
    });
    expect(again.status).toBe(200);
  });

  test('refused while an order is running (the demo customer has three)', async () => {
    const demo = (await login(DEMO_EMAIL, DEMO_PASSWORD)).body as { token: string };
    const res = await t.request({
      method: 'DELETE',
      url: '/api/v1/customer/remove-account',
      headers: bearer(demo.token),
    });
    expect(res.status).toBe(403);
    expect((await info(demo.token)).email).toBe(DEMO_EMAIL);
  });

  test('401 without a token', async () => {
    expect((await t.request({ method: 'DELETE', url: '/api/v1/customer/remove-account' })).status).toBe(401);
  });
});

describe('interests, push token and notifications', () => {
  test('update-interest stores category ids; unknown ids are refused', async () => {
    const c = await newCustomer(t);
    const ok = await t.request({
      method: 'POST',
      url: '/api/v1/customer/update-interest',
      headers: bearer(c.token),
      payload: { interest: '[1,2]' },
    });
    expect(ok.status).toBe(200);
    expect((await info(c.token)).interest).toEqual([1, 2]);
    for (const interest of [undefined, [], [999999]]) {
      const bad = await t.request({
        method: 'POST',
        url: '/api/v1/customer/update-interest',
        headers: bearer(c.token),
        payload: { interest },
      });
      expect(bad.status).toBe(422);
      expect(errorCodes(bad.body)[0]).toBe('interest');
    }
    expect((await info(c.token)).interest).toEqual([1, 2]);
  });

  test('cm-firebase-token: PUT or POST with _method=put, for a customer or a guest', async () => {
    const c = await newCustomer(t);
    const put = await t.request({
      method: 'PUT',
      url: '/api/v1/customer/cm-firebase-token',
      headers: bearer(c.token),
      payload: { cm_firebase_token: 'device-token-1' },
    });
    expect(put.status).toBe(200);
    const row = await t.app.ctx.db
      .selectFrom('users')
      .select('cm_firebase_token')
      .where('email', '=', c.email)
      .executeTakeFirst();
    expect(row?.cm_firebase_token).toBe('device-token-1');
    const guest = await newGuest(t);
    const post = await t.request({
      method: 'POST',
      url: '/api/v1/customer/cm-firebase-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `_method=put&guest_id=${guest}&cm_firebase_token=device-token-2`,
    });
    expect(post.status).toBe(200);
    const bad = await t.request({
      method: 'PUT',
      url: '/api/v1/customer/cm-firebase-token',
      headers: bearer(c.token),
      payload: {},
    });
    expect(bad.status).toBe(422);
    expect(errorCodes(bad.body)).toEqual(['cm_firebase_token']);
  });

  test("notifications: the customer's own and the general ones, never another's", async () => {
    const demo = (await login(DEMO_EMAIL, DEMO_PASSWORD)).body as { token: string };
    const mine = parse(
      NotificationListSchema,
      (await t.request({ method: 'GET', url: '/api/v1/customer/notifications', headers: bearer(demo.token) })).body,
    );
    expect(mine.map((n) => n.type)).toEqual(expect.arrayContaining(['general', 'order_status', 'referral_code']));
    const c = await newCustomer(t);
    const theirs = parse(
      NotificationListSchema,
      (await t.request({ method: 'GET', url: '/api/v1/customer/notifications', headers: bearer(c.token) })).body,
    );
    expect(theirs.every((n) => n.type === 'general' && n.user_id === null)).toBe(true);
    expect(theirs.length).toBeGreaterThan(0);
    expect((await t.request({ method: 'GET', url: '/api/v1/customer/notifications' })).status).toBe(401);
  });
});

function portOf(): number {
  const address = t.app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}
