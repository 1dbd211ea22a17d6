import crypto from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  FIREBASE_PHONE_INVALID_MESSAGE,
  FIREBASE_PHONE_MISMATCH_MESSAGE,
  FIREBASE_PHONE_NOT_CONFIGURED_MESSAGE,
  INVALID_OTP_MESSAGE,
  LoginResponseSchema,
  OTP_SENT_MESSAGE,
} from '@storefront/shared/contract/auth';
import { CustomerInfoSchema } from '@storefront/shared/contract/customer';
import { getSetting } from '../db/queries/catalogue';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../db/seed';
import type { BusinessSettings } from '../db/business-settings';
import type { CodePurpose } from '../lib/otp';
import { firebaseVerifier } from '../lib/social';
import { bearer, createTestApp, errorCodes, FIXED_NOW, newGuest, type TestApp, parse, errorMessages } from './helpers';

const sent: { identity: string; purpose: CodePurpose; code: string }[] = [];
const lastCode = (identity: string) =>
  [...sent].reverse().find((s) => s.identity === identity && s.purpose === 'verify_phone')?.code ?? '';

// Firebase ID tokens signed by a key of our own, checked by the real verifier the social login uses.
const PROJECT = 'storefront-test';
const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const keys = () => Promise.resolve({ k1: publicKey.export({ type: 'spki', format: 'pem' }).toString() });
function firebaseToken(claims: Record<string, unknown>): string {
  const seconds = Math.floor(FIXED_NOW.getTime() / 1000);
  const payload = {
    aud: PROJECT,
    iss: `https://securetoken.google.com/${PROJECT}`,
    sub: `phone-uid-${crypto.randomUUID()}`,
    iat: seconds - 10,
    exp: seconds + 3600,
    ...claims,
  };
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const head = `${enc({ alg: 'RS256', kid: 'k1', typ: 'JWT' })}.${enc(payload)}`;
  return `${head}.${crypto.sign('RSA-SHA256', Buffer.from(head), privateKey).toString('base64url')}`;
}

let t: TestApp;
let withFirebase: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sendCode: (identity, purpose, code) => sent.push({ identity, purpose, code }) });
  withFirebase = await createTestApp({
    env: { firebaseProjectId: PROJECT },
    socialVerifier: firebaseVerifier(PROJECT, keys, () => FIXED_NOW),
  });
});
afterAll(async () => {
  await Promise.all([t.app.close(), withFirebase.app.close()]);
});

async function setPhoneVerification(app: TestApp, status: 0 | 1) {
  const db = app.app.ctx.db;
  const settings = await getSetting<BusinessSettings>(db, 'business');
  if (!settings) throw new Error('no business settings');
  settings.centralize_login.phone_verification_status = status;
  await db
    .updateTable('settings')
    .set({ value: JSON.stringify(settings) })
    .where('key', '=', 'business')
    .execute();
}

const post = (app: TestApp, url: string, payload: unknown) => app.request({ method: 'POST', url, payload });

let counter = 0;
async function signUp(app: TestApp, extra: Record<string, unknown> = {}) {
  counter += 1;
  const email = `phone-check${counter}@example.test`;
  const phone = `+88016${String(10000000 + counter).slice(-8)}`;
  const res = await post(app, '/api/v1/auth/sign-up', {
    name: `Phone Check ${counter}`,
    email,
    phone,
    password: 'secret-pass-1',
    ...extra,
  });
  expect(res.status).toBe(200);
  return { email, phone, reply: parse(LoginResponseSchema, res.body) };
}
const login = (app: TestApp, email: string, password = 'secret-pass-1') =>
  post(app, '/api/v1/auth/login', { login_type: 'manual', email_or_phone: email, password, field_type: 'email' });

describe('with phone verification off (the default)', () => {
  test('sign-up answers a token at once and no phone', async () => {
    const { reply } = await signUp(t);
    expect(reply.token).toEqual(expect.any(String));
    expect(reply.is_phone_verified).toBe(0);
    expect(reply.phone).toBeUndefined();
  });
});

describe('with phone verification on', () => {
  beforeAll(() => setPhoneVerification(t, 1));
  afterAll(() => setPhoneVerification(t, 0));

  test('sign-up and login withhold the token until the phone is verified by its code', async () => {
    const { email, phone, reply } = await signUp(t);
    expect(reply).toMatchObject({ token: null, is_phone_verified: 0, phone });
    const pending = parse(LoginResponseSchema, (await login(t, email)).body);
    expect(pending).toMatchObject({ token: null, is_phone_verified: 0, phone });
    // A wrong password still says nothing about the account.
    expect((await login(t, email, 'wrong-pass-1')).status).toBe(401);

    const send = await post(t, '/api/v1/auth/verify-phone', { phone });
    expect(send.status).toBe(200);
    expect((send.body as { message: string }).message).toBe(OTP_SENT_MESSAGE);
    const code = lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await post(t, '/api/v1/auth/verify-phone', { phone, otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(403);
    expect(errorMessages(wrong.body)).toEqual([INVALID_OTP_MESSAGE]);

    const verified = await post(t, '/api/v1/auth/verify-phone', { phone, otp: code });
    expect(verified.status).toBe(200);
    const signedIn = parse(LoginResponseSchema, verified.body);
    expect(signedIn.is_phone_verified).toBe(1);
    const me = await t.request({ method: 'GET', url: '/api/v1/customer/info', headers: bearer(signedIn.token ?? '') });
    expect(parse(CustomerInfoSchema, me.body).is_phone_verified).toBe(1);
    // From now on the password alone signs in.
    expect(parse(LoginResponseSchema, (await login(t, email)).body).token).toEqual(expect.any(String));
  });

  test('a verified customer signs in as before', async () => {
    const reply = parse(LoginResponseSchema, (await login(t, DEMO_EMAIL, DEMO_PASSWORD)).body);
    expect(reply.token).toEqual(expect.any(String));
    expect(reply.phone).toBeUndefined();
  });

  test('the guest cart moves to the customer when the phone is verified, not before', async () => {
    const guest = await newGuest(t);
    const item = await t.app.ctx.db
      .selectFrom('items')
      .select('id')
      .where('module_id', '=', 1)
      .where('status', '=', 1)
      .where('variations', '=', '[]')
      .where('stock', '>=', 5)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const add = await t.request({
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      headers: { moduleid: '1' },
      payload: {
        guest_id: guest,
        item_id: item.id,
        quantity: 1,
        model: 'Item',
        variation: [],
        add_on_ids: [],
        add_on_qtys: [],
      },
    });
    expect(add.body).toHaveLength(1);
    const guestCart = () => t.request({ method: 'GET', url: `/api/v1/customer/cart/list?guest_id=${guest}` });
    const { phone } = await signUp(t, { guest_id: guest });
    expect((await guestCart()).body).toHaveLength(1);
    await post(t, '/api/v1/auth/verify-phone', { phone });
    const verified = await post(t, '/api/v1/auth/verify-phone', { phone, otp: lastCode(phone), guest_id: guest });
    const token = parse(LoginResponseSchema, verified.body).token ?? '';
    const cart = await t.request({ method: 'GET', url: '/api/v1/customer/cart/list', headers: bearer(token) });
    expect(cart.body).toHaveLength(1);
    expect((await guestCart()).body).toHaveLength(0);
  });
});

describe('verify-phone with a Firebase ID token', () => {
  test('a token of the project carrying the phone verifies it and signs in', async () => {
    const { phone } = await signUp(withFirebase);
    const res = await post(withFirebase, '/api/v1/auth/verify-phone', {
      phone,
      firebase_token: firebaseToken({ phone_number: phone }),
    });
    expect(res.status).toBe(200);
    const reply = parse(LoginResponseSchema, res.body);
    expect(reply).toMatchObject({ is_phone_verified: 1, token: expect.any(String) });
  });

  test('a token of another phone, a token without a phone, or a forged token is refused', async () => {
    const { phone } = await signUp(withFirebase);
    const other = await post(withFirebase, '/api/v1/auth/verify-phone', {
      phone,
      firebase_token: firebaseToken({ phone_number: '+15550000000' }),
    });
    expect(other.status).toBe(403);
    expect(errorMessages(other.body)).toEqual([FIREBASE_PHONE_MISMATCH_MESSAGE]);
    const none = await post(withFirebase, '/api/v1/auth/verify-phone', {
      phone,
      firebase_token: firebaseToken({ email: 'x@example.test' }),
    });
    expect(none.status).toBe(403);
    const wrongProject = await post(withFirebase, '/api/v1/auth/verify-phone', {
      phone,
      firebase_token: firebaseToken({ phone_number: phone, aud: 'another-project' }),
    });
    expect(wrongProject.status).toBe(401);
    expect(errorMessages(wrongProject.body)).toEqual([FIREBASE_PHONE_INVALID_MESSAGE]);
    const me = await withFirebase.app.ctx.db
      .selectFrom('users')
      .select('is_phone_verified')
      .where('phone', '=', phone)
      .executeTakeFirst();
    expect(me?.is_phone_verified).toBe(0);
  });

  test('403 while Firebase is not configured; 422 for an empty token', async () => {
    const { phone } = await signUp(t);
    const res = await post(t, '/api/v1/auth/verify-phone', { phone, firebase_token: 'anything' });
    expect(res.status).toBe(403);
    expect(errorMessages(res.body)).toEqual([FIREBASE_PHONE_NOT_CONFIGURED_MESSAGE]);
    const empty = await post(t, '/api/v1/auth/verify-phone', { phone, firebase_token: ' ' });
    expect(empty.status).toBe(422);
    expect(errorCodes(empty.body)).toEqual(['firebase_token']);
  });
});

describe('social sign-in with phone verification on', () => {
  beforeAll(() => setPhoneVerification(withFirebase, 1));
  afterAll(() => setPhoneVerification(withFirebase, 0));

  test('a social account whose phone is not verified gets no token until it is', async () => {
    const google = firebaseToken({ sub: 'google-uid-phone', email: 'google.phone@example.test', email_verified: true });
    const phone = '+8801655000111';
    const register = await post(withFirebase, '/api/v1/auth/social-register', {
      token: google,
      medium: 'google',
      name: 'Google Person',
      phone,
    });
    expect(parse(LoginResponseSchema, register.body)).toMatchObject({ token: null, login_type: 'social', phone });
    const login = await post(withFirebase, '/api/v1/auth/social-login', { token: google, medium: 'google' });
    expect(parse(LoginResponseSchema, login.body)).toMatchObject({ token: null, is_phone_verified: 0, phone });

    await post(withFirebase, '/api/v1/auth/verify-phone', {
      phone,
      firebase_token: firebaseToken({ phone_number: phone }),
    });
    const again = await post(withFirebase, '/api/v1/auth/social-login', { token: google, medium: 'google' });
    expect(parse(LoginResponseSchema, again.body)).toMatchObject({ token: expect.any(String), is_phone_verified: 1 });
  });
});

describe('the development code sink', () => {
  test('CODE_SINK_FILE receives each code as a JSON line', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'codes-')), 'codes.jsonl');
    const app = await createTestApp({ env: { codeSinkFile: file }, sendCode: () => undefined });
    try {
      const { phone } = await signUp(app);
      await post(app, '/api/v1/auth/verify-phone', { phone });
      const lines = readFileSync(file, 'utf8').trim().split('\n');
      const entry = JSON.parse(lines.at(-1) ?? '{}') as { identity: string; purpose: string; code: string };
      expect(entry).toMatchObject({ identity: phone, purpose: 'verify_phone', code: expect.stringMatching(/^\d{6}$/) });
      const verified = await post(app, '/api/v1/auth/verify-phone', { phone, otp: entry.code });
      expect(verified.status).toBe(200);
    } finally {
      await app.app.close();
    }
  });
});
