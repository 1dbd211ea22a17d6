import { INVALID_OTP_MESSAGE, LOGOUT_MESSAGE } from '@storefront/shared/contract/auth';
import {
  PASSWORD_BLANK_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MAX_MESSAGE,
} from '@storefront/shared/contract/password';
import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  EMAIL_CHANGED_MESSAGE,
  SOCIAL_EMAIL_MESSAGE,
} from '@storefront/shared/contract/profile';
import type { CodePurpose } from '../lib/otp';
import { DEFAULT_RATE_LIMITS, LIMIT_WINDOWS_MS } from '../lib/rate-limit-settings';
import { TOO_MANY_ATTEMPTS_CODE } from '../lib/rate-limits';
import { PASSWORD_HASH_THREADS, SCRYPT_COST } from '../lib/security';
import { PHONE_TAKEN_MESSAGE } from '../services/users';
import {
  bearer,
  changeBusinessSettings,
  createTestApp,
  errorCodes,
  FIXED_NOW,
  newCustomer,
  newGuest,
  type TestApp,
} from './helpers';
import { addToCart, delivery, place, storeAndItem } from './order-helpers';

// Passwords hash at the production cost, a fraction of a second each.
jest.setTimeout(60_000);

const sent: { identity: string; purpose: CodePurpose; code: string }[] = [];
const codesTo = (identity: string, purpose: CodePurpose) =>
  sent.filter((s) => s.identity === identity && s.purpose === purpose);
const lastCode = (identity: string, purpose: CodePurpose) => codesTo(identity, purpose).at(-1)?.code ?? '';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sendCode: (identity, purpose, code) => sent.push({ identity, purpose, code }) });
  await changeBusinessSettings(t, (s) => {
    s.centralize_login.otp_login_status = 1;
  });
});
afterAll(async () => {
  await t.app.close();
});
afterEach(() => t.setNow(FIXED_NOW));

const later = (ms: number) => t.setNow(new Date(FIXED_NOW.getTime() + ms));
const messages = (body: unknown) => ((body as { errors: { message: string }[] }).errors ?? []).map((e) => e.message);
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: `/api/v1/${url}`, payload, headers });
const signIn = (emailOrPhone: string, password: string) =>
  post('auth/login', {
    login_type: 'manual',
    email_or_phone: emailOrPhone,
    password,
    field_type: emailOrPhone.includes('@') ? 'email' : 'phone',
  });
const profile = (token: string, fields: Record<string, unknown>) =>
  post('customer/update-profile', { f_name: 'Same', l_name: 'Name', ...fields }, bearer(token));

function expectTooMany(res: { status: number; body: unknown; headers: Headers }) {
  expect(res.status).toBe(429);
  expect(errorCodes(res.body)).toEqual([TOO_MANY_ATTEMPTS_CODE]);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('security: password guessing is bounded', () => {
  test('60 wrong passwords lock the account: 429 with Retry-After, the right one waits for the window', async () => {
    const c = await newCustomer(t);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await signIn(c.email, `wrong-pass-${i}`)).status);
    const max = DEFAULT_RATE_LIMITS.perAccount.signIn;
    expect(statuses.slice(0, max).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(max).every((s) => s === 429)).toBe(true);
    const right = await signIn(c.email, 'secret-pass-1');
    expectTooMany(right);
    expect(Number(right.headers.get('retry-after'))).toBeLessThanOrEqual(LIMIT_WINDOWS_MS.signIn / 1000);
    // The lock is the account's, whichever way the customer signs in.
    expectTooMany(await signIn(` ${c.email.toUpperCase()} `, 'secret-pass-1'));
    later(LIMIT_WINDOWS_MS.signIn);
    expect((await signIn(c.email, 'secret-pass-1')).status).toBe(200);
  });

  test('a flood of sign-ins from one address gets 429 once past its limit', async () => {
    const perAddress = { ...DEFAULT_RATE_LIMITS.perAddress, signIn: 5 };
    const app = await createTestApp({ env: { rateLimits: { ...DEFAULT_RATE_LIMITS, perAddress } } });
    try {
      const attempts = Array.from({ length: 8 }, (_, i) =>
        app.request({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: {
            login_type: 'manual',
            email_or_phone: `nobody${i}@example.test`,
            password: 'x-secret-1',
            field_type: 'email',
          },
        }),
      );
      const replies = await Promise.all(attempts);
      expect(replies.filter((r) => r.status === 401)).toHaveLength(5);
      const refused = replies.filter((r) => r.status === 429);
      expect(refused).toHaveLength(3);
      for (const res of refused) expectTooMany(res);
    } finally {
      await app.app.close();
    }
  });
});

describe('security: one-time codes are bounded', () => {
  test('30 code requests in a second send one code; the rest get 429 until the resend wait is over', async () => {
    const c = await newCustomer(t);
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => post('auth/login', { login_type: 'otp', phone: c.phone })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const res of replies.filter((r) => r.status !== 200)) expectTooMany(res);
    expect(codesTo(c.phone, 'login')).toHaveLength(1);
    later(60_000);
    expect((await post('auth/login', { login_type: 'otp', phone: c.phone })).status).toBe(200);
    expect(codesTo(c.phone, 'login')).toHaveLength(2);
  });

  test('a handful of codes an hour per account, whichever route asks', async () => {
    const c = await newCustomer(t);
    const max = DEFAULT_RATE_LIMITS.perAccount.codeRequest;
    const asks = [
      () => post('auth/forgot-password', { phone: c.phone }),
      () => post('auth/verify-phone', { phone: c.phone }),
      () => post('auth/login', { login_type: 'otp', phone: c.phone }),
    ];
    for (let i = 0; i < max; i++) {
      later(i * 61_000);
      expect((await asks[i % asks.length]!()).status).toBe(200);
    }
    later(max * 61_000);
    expectTooMany(await post('auth/forgot-password', { phone: c.phone }));
    expect(sent.filter((s) => s.identity === c.phone)).toHaveLength(max);
  });

  test('guessing codes is bounded per account', async () => {
    const c = await newCustomer(t);
    await post('auth/forgot-password', { email: c.email });
    const code = lastCode(c.email, 'reset_password');
    const wrong = code === '000000' ? '111111' : '000000';
    const max = DEFAULT_RATE_LIMITS.perAccount.codeCheck;
    for (let i = 0; i < max; i++) {
      expect((await post('auth/verify-token', { email: c.email, reset_token: wrong })).status).toBe(403);
    }
    expectTooMany(await post('auth/verify-token', { email: c.email, reset_token: code }));
  });
});

describe('security: a stolen token cannot take the account', () => {
  test('a new password needs the current one', async () => {
    const c = await newCustomer(t);
    const none = await profile(c.token, { email: c.email, password: 'taken-over-1', confirm_password: 'taken-over-1' });
    expect(none.status).toBe(422);
    expect(errorCodes(none.body)).toEqual(['current_password']);
    const wrong = await profile(c.token, { email: c.email, password: 'taken-over-1', current_password: 'guess-1234' });
    expect(wrong.status).toBe(403);
    expect(messages(wrong.body)).toEqual([CURRENT_PASSWORD_WRONG_MESSAGE]);
    expect((await signIn(c.email, 'taken-over-1')).status).toBe(401);
    expect((await signIn(c.email, 'secret-pass-1')).status).toBe(200);
    const right = await profile(c.token, {
      email: c.email,
      password: 'changed-1234',
      current_password: 'secret-pass-1',
    });
    expect(right.status).toBe(200);
    expect((await signIn(c.email, 'changed-1234')).status).toBe(200);
  });

  test('guessing the current password through the profile is bounded', async () => {
    const c = await newCustomer(t);
    const max = DEFAULT_RATE_LIMITS.perAccount.signIn;
    for (let i = 0; i < max; i++) {
      expect(
        (await profile(c.token, { email: c.email, password: 'taken-over-1', current_password: `g-${i}` })).status,
      ).toBe(403);
    }
    expectTooMany(
      await profile(c.token, { email: c.email, password: 'taken-over-1', current_password: 'secret-pass-1' }),
    );
  });

  test('a new email needs the current password and the code sent to it', async () => {
    const c = await newCustomer(t);
    const target = `new-${c.email}`;
    expect((await profile(c.token, { email: target })).status).toBe(422);
    const asked = await profile(c.token, { email: ` ${target.toUpperCase()} `, current_password: 'secret-pass-1' });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ pending_email: target });
    const me = async () =>
      (await t.request({ method: 'GET', url: '/api/v1/customer/info', headers: bearer(c.token) })).body as {
        email: string;
        is_email_verified: number;
      };
    expect((await me()).email).toBe(c.email);
    const code = lastCode(target, 'change_email');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await post(
      'customer/verify-email',
      { email: target, otp: code === '000000' ? '111111' : '000000' },
      bearer(c.token),
    );
    expect(wrong.status).toBe(403);
    expect(messages(wrong.body)).toEqual([INVALID_OTP_MESSAGE]);
    // Another customer cannot use the code for an email they did not ask for.
    const other = await newCustomer(t);
    expect((await post('customer/verify-email', { email: target, otp: code }, bearer(other.token))).status).toBe(403);
    const right = await post('customer/verify-email', { email: target, otp: code }, bearer(c.token));
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ message: EMAIL_CHANGED_MESSAGE });
    expect(await me()).toMatchObject({ email: target, is_email_verified: 1 });
    expect((await signIn(target, 'secret-pass-1')).status).toBe(200);
  });

  test('an account without a password (social) cannot change its email', async () => {
    const c = await newCustomer(t);
    await t.app.ctx.db
      .updateTable('users')
      .set({ login_medium: 'google', password_hash: '' })
      .where('email', '=', c.email)
      .execute();
    const res = await profile(c.token, { email: `x-${c.email}`, current_password: 'anything-1' });
    expect(res.status).toBe(403);
    expect(messages(res.body)).toEqual([SOCIAL_EMAIL_MESSAGE]);
  });
});

describe('security: sign-out ends the session on the server', () => {
  test('logout revokes the token: it answers 401 afterwards, other sessions stay', async () => {
    const c = await newCustomer(t);
    const other = (await signIn(c.email, 'secret-pass-1')).body as { token: string };
    const out = await post('auth/logout', {}, bearer(c.token));
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: LOGOUT_MESSAGE });
    const info = (token: string) => t.request({ method: 'GET', url: '/api/v1/customer/info', headers: bearer(token) });
    expect((await info(c.token)).status).toBe(401);
    expect((await post('auth/logout', {}, bearer(c.token))).status).toBe(401);
    expect((await info(other.token)).status).toBe(200);
    expect((await post('auth/logout', {})).status).toBe(401);
  });
});

describe('security: sign-in does the same work whether or not the account exists', () => {
  const scryptCosts = async (run: () => Promise<unknown>) => {
    const spy = jest.spyOn(PASSWORD_HASH_THREADS, 'run');
    try {
      await run();
      return spy.mock.calls.map(([task]) => (task as { cost: { N: number } }).cost.N);
    } finally {
      spy.mockRestore();
    }
  };

  test('an unknown account, an account without a password and a wrong password each run one full hash', async () => {
    const c = await newCustomer(t);
    const social = await newCustomer(t);
    await t.app.ctx.db.updateTable('users').set({ password_hash: '' }).where('email', '=', social.email).execute();
    for (const [who, password] of [
      ['nobody-here@example.test', 'secret-pass-1'],
      [social.email, 'secret-pass-1'],
      [c.email, 'wrong-pass-1'],
    ] as const) {
      let status = 0;
      const costs = await scryptCosts(async () => {
        status = (await signIn(who, password)).status;
      });
      expect(status).toBe(401);
      expect(costs).toEqual([SCRYPT_COST.N]);
    }
  });
});

describe('security: one contact, one account, even when sign-ups race', () => {
  const signUp = (payload: Record<string, unknown>) => post('auth/sign-up', payload);

  test('concurrent sign-ups with one phone in several forms: one 200, the rest 403, never 500', async () => {
    const forms = ['01767000111', '+8801767000111', '8801767000111', '008801767000111', '1767000111'];
    const replies = await Promise.all(
      forms.map((phone, i) =>
        signUp({ name: `Racer ${i}`, email: `racer${i}@example.test`, phone, password: 'secret-pass-1' }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 403, 403, 403, 403]);
    for (const res of replies.filter((r) => r.status === 403)) {
      expect(res.body).toEqual({ errors: [{ code: 'phone', message: PHONE_TAKEN_MESSAGE }] });
    }
    const rows = await t.app.ctx.db.selectFrom('users').select('phone').where('phone', '=', '+8801767000111').execute();
    expect(rows).toHaveLength(1);
  });

  test('concurrent sign-ups with one email, cased and padded differently', async () => {
    const emails = ['Twin@Example.test', ' twin@example.test', 'TWIN@EXAMPLE.TEST '];
    const replies = await Promise.all(
      emails.map((email, i) =>
        signUp({ name: 'Twin', email, phone: `+88017670002${10 + i}`, password: 'secret-pass-1' }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 403, 403]);
  });

  test('one phone typed two ways later is refused too, and signs in either way', async () => {
    const first = await post('auth/sign-up', {
      name: 'Local',
      email: 'local@example.test',
      phone: '01767000333',
      password: 'secret-pass-1',
    });
    expect(first.status).toBe(200);
    const second = await post('auth/sign-up', {
      name: 'Intl',
      email: 'intl@example.test',
      phone: '+8801767000333',
      password: 'secret-pass-1',
    });
    expect(second.status).toBe(403);
    expect(errorCodes(second.body)).toEqual(['phone']);
    expect((await signIn('8801767000333', 'secret-pass-1')).status).toBe(200);
  });

  test('concurrent guest orders creating one account: one is placed, the other refused, nothing half-saved', async () => {
    const { store, item } = await storeAndItem(t, 1, 1);
    const guests = [await newGuest(t), await newGuest(t)];
    for (const guestId of guests) await addToCart(t, { guestId }, item, 1);
    const contact = { contact_person_name: 'Two Tabs', contact_person_number: '01767000444', create_new_user: 1 };
    const replies = await Promise.all(
      guests.map((guestId) => place(t, { guestId }, 1, { ...delivery(store), ...contact, password: 'secret-pass-1' })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(errorCodes(replies.find((r) => r.status === 403)?.body)).toEqual(['contact_person_number']);
    const orders = await t.app.ctx.db.selectFrom('orders').select('id').where('guest_id', 'in', guests).execute();
    const guestOwned = await t.app.ctx.db
      .selectFrom('orders')
      .select('id')
      .where('owner_type', '=', 'guest')
      .where('owner_id', 'in', guests)
      .execute();
    expect(orders.length + guestOwned.length).toBe(1);
  });
});

describe('security: passwords are bounded', () => {
  const signUp = (password: string, n: number) =>
    post('auth/sign-up', {
      name: 'Bounded',
      email: `bounded${n}@example.test`,
      phone: `+88017670005${10 + n}`,
      password,
    });

  test('eight spaces, or more than the maximum, are refused with 422', async () => {
    const spaces = await signUp('        ', 1);
    expect(spaces.status).toBe(422);
    expect(spaces.body).toEqual({ errors: [{ code: 'password', message: PASSWORD_BLANK_MESSAGE }] });
    const long = await signUp('x'.repeat(PASSWORD_MAX_LENGTH + 1), 2);
    expect(long.status).toBe(422);
    expect(messages(long.body)).toEqual([PASSWORD_MAX_MESSAGE]);
    expect((await signUp('x'.repeat(PASSWORD_MAX_LENGTH), 3)).status).toBe(200);
  });

  test('a long or 7 MB password is refused before any hash, at sign-up and sign-in', async () => {
    const long = 'p'.repeat(100 * 1024);
    const huge = 'p'.repeat(7 * 1024 * 1024);
    const spy = jest.spyOn(PASSWORD_HASH_THREADS, 'run');
    try {
      expect((await signUp(long, 4)).status).toBe(422);
      expect((await signIn('demo@storefront.test', long)).status).toBe(422);
      // Past the body limit the request is refused before it is even read.
      expect([413, 422]).toContain((await signUp(huge, 5)).status);
      expect([413, 422]).toContain((await signIn('demo@storefront.test', huge)).status);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  test('the reset and the profile take the same rules', async () => {
    const c = await newCustomer(t);
    await post('auth/forgot-password', { email: c.email });
    const reset = await t.request({
      method: 'PUT',
      url: '/api/v1/auth/reset-password',
      payload: {
        email: c.email,
        reset_token: lastCode(c.email, 'reset_password'),
        password: '         ',
        confirm_password: '         ',
      },
    });
    expect(reset.status).toBe(422);
    expect(errorCodes(reset.body)).toEqual(['password']);
    const update = await profile(c.token, { email: c.email, password: '        ', current_password: 'secret-pass-1' });
    expect(update.status).toBe(422);
    expect(errorCodes(update.body)).toEqual(['password']);
  });
});
