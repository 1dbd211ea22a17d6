import crypto from 'node:crypto';
import {
  INVALID_OTP_MESSAGE,
  LoginResponseSchema,
  OTP_SENT_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  SOCIAL_LOGIN_NOT_CONFIGURED_MESSAGE,
} from '@storefront/shared/contract/auth';
import { MessageResponseSchema } from '@storefront/shared/contract/common';
import { CustomerInfoSchema } from '@storefront/shared/contract/customer';
import { DEMO_EMAIL } from '../db/seed';
import type { CodePurpose } from '../lib/otp';
import { firebaseVerifier, googleCertFetcher, type SocialVerifier } from '../lib/social';
import { readEnv } from '../lib/env';
import { OTP_LOGIN_OFF_MESSAGE } from '../routes/auth';
import {
  bearer,
  changeBusinessSettings,
  createTestApp,
  errorCodes,
  FIXED_NOW,
  newCustomer,
  newGuest,
  type TestApp,
  parse,
  errorMessages,
} from './helpers';

const sent: { identity: string; purpose: CodePurpose; code: string }[] = [];
const lastCode = (identity: string, purpose: CodePurpose) =>
  [...sent].reverse().find((s) => s.identity === identity && s.purpose === purpose)?.code ?? '';

/** A stand-in verifier: "ok:<uid>:<email>" is a valid token. */
const fakeVerifier: SocialVerifier = (token) => {
  const [kind, uid, email] = token.split(':');
  return Promise.resolve(
    kind === 'ok' && uid ? { uid, email: email ?? null, emailVerified: true, name: null, phone: null } : null,
  );
};

let t: TestApp;
let social: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sendCode: (identity, purpose, code) => sent.push({ identity, purpose, code }) });
  await changeBusinessSettings(t, (s) => {
    s.centralize_login.otp_login_status = 1;
  });
  social = await createTestApp({ env: { firebaseProjectId: 'storefront-test' }, socialVerifier: fakeVerifier });
});
afterAll(async () => {
  await Promise.all([t.app.close(), social.app.close()]);
});

const post = (app: TestApp, url: string, payload: unknown) => app.request({ method: 'POST', url, payload });
const info = (app: TestApp, token: string) =>
  app.request({ method: 'GET', url: '/api/v1/customer/info', headers: bearer(token) });

describe('OTP login', () => {
  test('while the operator has code sign-in off, no code is sent or taken', async () => {
    const c = await newCustomer(t);
    await changeBusinessSettings(t, (s) => {
      s.centralize_login.otp_login_status = 0;
    });
    try {
      const asked = sent.length;
      const res = await post(t, '/api/v1/auth/login', { login_type: 'otp', phone: c.phone });
      expect({ status: res.status, messages: errorMessages(res.body) }).toEqual({
        status: 403,
        messages: [OTP_LOGIN_OFF_MESSAGE],
      });
      expect(sent.length).toBe(asked);
      const guessed = await post(t, '/api/v1/auth/login', { login_type: 'otp', phone: c.phone, otp: '123456' });
      expect(guessed.status).toBe(403);
    } finally {
      await changeBusinessSettings(t, (s) => {
        s.centralize_login.otp_login_status = 1;
      });
    }
  });

  test('a code goes to the log, then the code signs in (once)', async () => {
    const c = await newCustomer(t);
    const first = await post(t, '/api/v1/auth/login', { login_type: 'otp', phone: c.phone });
    expect(first.status).toBe(200);
    expect(parse(LoginResponseSchema, first.body).token).toBeNull();
    const code = lastCode(c.phone, 'login');
    expect(code).toMatch(/^\d{6}$/);
    const second = await post(t, '/api/v1/auth/login', { login_type: 'otp', phone: c.phone, otp: code });
    expect(second.status).toBe(200);
    const reply = parse(LoginResponseSchema, second.body);
    expect(reply.login_type).toBe('otp');
    expect(reply.is_phone_verified).toBe(1);
    expect((await info(t, reply.token ?? '')).status).toBe(200);
    const again = await post(t, '/api/v1/auth/login', { login_type: 'otp', phone: c.phone, otp: code });
    expect(again.status).toBe(403);
    expect(errorMessages(again.body)).toEqual([INVALID_OTP_MESSAGE]);
  });

  test('a wrong code is refused, five wrong guesses spend the code; 404 for an unknown phone; 422 for bad input', async () => {
    const c = await newCustomer(t);
    await post(t, '/api/v1/auth/login', { login_type: 'otp', phone: c.phone });
    const code = lastCode(c.phone, 'login');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await post(t, '/api/v1/auth/login', { login_type: 'otp', phone: c.phone, otp: wrong })).status).toBe(403);
    }
    expect((await post(t, '/api/v1/auth/login', { login_type: 'otp', phone: c.phone, otp: code })).status).toBe(403);
    expect((await post(t, '/api/v1/auth/login', { login_type: 'otp', phone: '+8801999000111' })).status).toBe(404);
    const bad = await post(t, '/api/v1/auth/login', { login_type: 'otp', phone: 'abc', otp: '12' });
    expect(bad.status).toBe(422);
    expect(errorCodes(bad.body)).toEqual(['phone', 'otp']);
  });

  test('an expired code is refused', async () => {
    const c = await newCustomer(t);
    await post(t, '/api/v1/auth/login', { login_type: 'otp', phone: c.phone });
    const code = lastCode(c.phone, 'login');
    t.setNow(new Date(FIXED_NOW.getTime() + 6 * 60_000));
    try {
      expect((await post(t, '/api/v1/auth/login', { login_type: 'otp', phone: c.phone, otp: code })).status).toBe(403);
    } finally {
      t.setNow(FIXED_NOW);
    }
  });
});

describe('verify-phone', () => {
  test('sends a code, then marks the phone verified and answers a token', async () => {
    const c = await newCustomer(t);
    const send = await post(t, '/api/v1/auth/verify-phone', { phone: c.phone });
    expect(parse(MessageResponseSchema, send.body).message).toBe(OTP_SENT_MESSAGE);
    const verify = await post(t, '/api/v1/auth/verify-phone', {
      phone: c.phone,
      otp: lastCode(c.phone, 'verify_phone'),
    });
    expect(verify.status).toBe(200);
    const token = parse(LoginResponseSchema, verify.body).token ?? '';
    expect(parse(CustomerInfoSchema, (await info(t, token)).body).is_phone_verified).toBe(1);
    expect((await post(t, '/api/v1/auth/verify-phone', {})).status).toBe(422);
  });
});

describe('password reset', () => {
  test('forgot-password, verify-token, reset-password: the new password works and old sessions end', async () => {
    const c = await newCustomer(t);
    const forgot = await post(t, '/api/v1/auth/forgot-password', { phone: c.phone });
    expect(parse(MessageResponseSchema, forgot.body).message).toBe(OTP_SENT_MESSAGE);
    const code = lastCode(c.phone, 'reset_password');
    expect((await post(t, '/api/v1/auth/verify-token', { phone: c.phone, reset_token: code })).status).toBe(200);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post(t, '/api/v1/auth/verify-token', { phone: c.phone, reset_token: wrong })).status).toBe(403);
    const mismatch = await t.request({
      method: 'PUT',
      url: '/api/v1/auth/reset-password',
      payload: { phone: c.phone, reset_token: code, password: 'new-password-1', confirm_password: 'other' },
    });
    expect(mismatch.status).toBe(422);
    expect(errorCodes(mismatch.body)).toEqual(['confirm_password']);
    const reset = await t.request({
      method: 'PUT',
      url: '/api/v1/auth/reset-password',
      payload: { phone: c.phone, reset_token: code, password: 'new-password-1', confirm_password: 'new-password-1' },
    });
    expect(reset.status).toBe(200);
    expect(parse(MessageResponseSchema, reset.body).message).toBe(PASSWORD_RESET_MESSAGE);
    expect((await info(t, c.token)).status).toBe(401);
    const login = await post(t, '/api/v1/auth/login', {
      login_type: 'manual',
      email_or_phone: c.email,
      password: 'new-password-1',
      field_type: 'email',
    });
    expect(login.status).toBe(200);
    const reuse = await t.request({
      method: 'PUT',
      url: '/api/v1/auth/reset-password',
      payload: { phone: c.phone, reset_token: code, password: 'third-pass-1', confirm_password: 'third-pass-1' },
    });
    expect(reuse.status).toBe(403);
  });

  test('by email; 404 for an unknown account; 422 without phone or email', async () => {
    const c = await newCustomer(t);
    expect((await post(t, '/api/v1/auth/forgot-password', { email: c.email.toUpperCase() })).status).toBe(200);
    expect(lastCode(c.email, 'reset_password')).toMatch(/^\d{6}$/);
    expect((await post(t, '/api/v1/auth/forgot-password', { email: 'nobody@example.test' })).status).toBe(404);
    const none = await post(t, '/api/v1/auth/forgot-password', {});
    expect(none.status).toBe(422);
    expect(errorCodes(none.body)).toEqual(['phone']);
  });
});

describe('social login', () => {
  test('403 with a clear message while FIREBASE_PROJECT_ID is unset', async () => {
    for (const url of ['/api/v1/auth/social-login', '/api/v1/auth/social-register']) {
      const res = await post(t, url, { token: 'ok:x:x@example.test', medium: 'google' });
      expect(res.status).toBe(403);
      expect(errorMessages(res.body)).toEqual([SOCIAL_LOGIN_NOT_CONFIGURED_MESSAGE]);
    }
    const viaLogin = await post(t, '/api/v1/auth/login', { login_type: 'social', token: 'x', medium: 'google' });
    expect(viaLogin.status).toBe(403);
  });

  test('an unknown account must register; then it signs in; the guest cart follows', async () => {
    const token = 'ok:google-uid-1:new.social@example.test';
    const unknown = await post(social, '/api/v1/auth/social-login', { token, medium: 'google' });
    expect(unknown.status).toBe(200);
    const first = parse(LoginResponseSchema, unknown.body);
    expect(first.token).toBeNull();
    expect(first.is_exist_user).toBeNull();
    const bad = await post(social, '/api/v1/auth/social-register', { token, medium: 'google' });
    expect(bad.status).toBe(422);
    expect(errorCodes(bad.body)).toEqual(['name', 'phone']);
    const register = await post(social, '/api/v1/auth/social-register', {
      token,
      medium: 'google',
      name: 'Social Person',
      phone: '+8801555000111',
    });
    expect(register.status).toBe(200);
    const registered = parse(LoginResponseSchema, register.body);
    const me = parse(CustomerInfoSchema, (await info(social, registered.token ?? '')).body);
    expect([me.email, me.login_medium, me.social_id]).toEqual(['new.social@example.test', 'google', 'google-uid-1']);
    const twice = await post(social, '/api/v1/auth/social-register', {
      token,
      medium: 'google',
      name: 'Social Person',
      phone: '+8801555000112',
    });
    expect(twice.status).toBe(403);

    const guest = await newGuest(social);
    await social.request({
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      headers: { moduleid: '1' },
      payload: {
        guest_id: guest,
        item_id: 1,
        quantity: 1,
        model: 'Item',
        variation: [],
        add_on_ids: [],
        add_on_qtys: [],
      },
    });
    const again = await post(social, '/api/v1/auth/login', {
      login_type: 'social',
      token,
      medium: 'google',
      guest_id: guest,
    });
    const signedIn = parse(LoginResponseSchema, again.body);
    expect(signedIn.login_type).toBe('social');
    const cart = await social.request({
      method: 'GET',
      url: '/api/v1/customer/cart/list',
      headers: bearer(signedIn.token ?? ''),
    });
    expect((cart.body as unknown[]).length).toBeLessThanOrEqual(1);
  });

  test('a verified email of an existing customer links the account; a bad token is 401', async () => {
    const res = await post(social, '/api/v1/auth/social-login', {
      token: `ok:google-uid-2:${DEMO_EMAIL}`,
      medium: 'google',
    });
    expect(parse(LoginResponseSchema, res.body).token).toEqual(expect.any(String));
    expect((await post(social, '/api/v1/auth/social-login', { token: 'forged', medium: 'google' })).status).toBe(401);
  });
});

describe('the Firebase verifier', () => {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keys = () => Promise.resolve({ k1: publicKey.export({ type: 'spki', format: 'pem' }).toString() });
  const now = new Date('2025-06-04T08:00:00.000Z');
  const seconds = Math.floor(now.getTime() / 1000);
  const sign = (payload: object, kid = 'k1') => {
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const head = `${enc({ alg: 'RS256', kid, typ: 'JWT' })}.${enc(payload)}`;
    return `${head}.${crypto.sign('RSA-SHA256', Buffer.from(head), privateKey).toString('base64url')}`;
  };
  const claims = {
    aud: 'proj',
    iss: 'https://securetoken.google.com/proj',
    sub: 'uid-9',
    iat: seconds - 10,
    exp: seconds + 3600,
    email: 'A@Example.test',
    email_verified: true,
  };
  const verify = firebaseVerifier('proj', keys, () => now);

  test('accepts a token signed by a current key for the project', async () => {
    expect(await verify(sign(claims))).toEqual({
      uid: 'uid-9',
      email: 'a@example.test',
      emailVerified: true,
      name: null,
      phone: null,
    });
  });

  test.each([
    ['another audience', { ...claims, aud: 'other' }],
    ['another issuer', { ...claims, iss: 'https://securetoken.google.com/other' }],
    ['expired', { ...claims, exp: seconds - 1 }],
    ['no subject', { ...claims, sub: '' }],
  ])('refuses %s', async (_name, payload) => {
    expect(await verify(sign(payload))).toBeNull();
  });

  test('refuses an unknown key, a tampered payload and garbage', async () => {
    expect(await verify(sign(claims, 'k2'))).toBeNull();
    const [h, , s] = sign(claims).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    expect(await verify(`${h}.${forged}.${s}`)).toBeNull();
    expect(await verify('not-a-token')).toBeNull();
  });
});

describe('the Firebase key source', () => {
  test('is Google’s unless FIREBASE_CERTS_URL names another, whose keys it reads and caches', async () => {
    expect(readEnv({ NODE_ENV: 'test' }).firebaseCertsUrl).toBeNull();
    expect(readEnv({ NODE_ENV: 'test', FIREBASE_CERTS_URL: ' http://127.0.0.1:9/certs ' }).firebaseCertsUrl).toBe(
      'http://127.0.0.1:9/certs',
    );
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ k1: 'pem' }), { headers: { 'cache-control': 'public, max-age=600' } }),
      );
    try {
      const keys = googleCertFetcher('http://keys.test/certs');
      expect(await keys()).toEqual({ k1: 'pem' });
      expect(await keys()).toEqual({ k1: 'pem' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock).toHaveBeenCalledWith('http://keys.test/certs');
      // Without a source named, Google's own.
      fetchMock.mockResolvedValueOnce(new Response('{}'));
      await googleCertFetcher()();
      expect(fetchMock).toHaveBeenLastCalledWith(
        'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com',
      );
    } finally {
      fetchMock.mockRestore();
    }
  });
});
