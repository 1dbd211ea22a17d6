import crypto from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
// @ts-expect-error: a plain ESM module of the repository's tools, without type declarations
import { startPart, stopPart, waitForPort } from '../../tools/run-parts.mjs';
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from '../support/browser';
import { partEnv } from '../support/parts';
import { setPhoneVerification } from '../support/settings';
import { typeInto } from '../support/typing';

// The headless shell runs no push messages in a service worker: this file runs in the whole Chromium.
test.use({ launchOptions: { executablePath: FULL_CHROMIUM_PATH, args: CHROMIUM_ARGS } });

/**
 * Firebase cannot be reached from here, so this suite stands in for Google at the network edge only:
 * the shell runs the real Firebase SDK (FIREBASE_CONFIG set), and Playwright answers the SDK's calls
 * to identitytoolkit.googleapis.com and the reCAPTCHA script as Google would. The API checks the
 * Firebase ID token it gets as it does in production (RS256, audience, issuer, expiry, the phone),
 * against signing keys read from FIREBASE_CERTS_URL: a local server with this suite's own key.
 *
 * A second API (its own database, phone verification on, FIREBASE_PROJECT_ID) and a second shell
 * pointed at it run beside the suite's site, on ports inside its offset.
 */
const offset = Number(process.env.PORT_OFFSET ?? 0);
const API_PORT = 4020 + offset;
const SHELL_PORT = 3020 + offset;
const API = `http://localhost:${API_PORT}`;
const SHELL = `http://localhost:${SHELL_PORT}`;

const PROJECT_ID = 'storefront-e2e';
const FIREBASE_CONFIG = {
  apiKey: 'e2e-web-api-key',
  authDomain: `${PROJECT_ID}.firebaseapp.com`,
  projectId: PROJECT_ID,
  appId: '1:000000000000:web:e2e',
  messagingSenderId: '000000000000',
};
const KEY_ID = 'e2e-signing-key';
const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });

type Child = { pid: number };
let api: Child;
let shell: Child;
let certs: Server;

/** Signs a Firebase ID token as Google's securetoken service does (RS256, the project's audience and issuer). */
function idTokenFor(phone: string, uid: string): string {
  const seconds = Math.floor(Date.now() / 1000);
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const head = `${encode({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })}.${encode({
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    auth_time: seconds,
    user_id: uid,
    sub: uid,
    iat: seconds,
    exp: seconds + 3600,
    phone_number: phone,
    firebase: { identities: { phone: [phone] }, sign_in_provider: 'phone' },
  })}`;
  return `${head}.${crypto.sign('RSA-SHA256', Buffer.from(head), privateKey).toString('base64url')}`;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Google's certificate endpoint, as the API reads it: key id -> public key (PEM).
  certs = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=60' });
    response.end(JSON.stringify({ [KEY_ID]: publicKey.export({ type: 'spki', format: 'pem' }).toString() }));
  });
  await new Promise<void>((resolve) => certs.listen(0, '127.0.0.1', resolve));
  const certsUrl = `http://127.0.0.1:${(certs.address() as AddressInfo).port}/certs`;

  const dbFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'storefront-firebase-')), 'storefront.sqlite');
  const { LANGUAGES, LOG_LEVEL, REGISTRY_OPERATOR_TOKEN } = partEnv();
  api = startPart(
    { folder: 'api', kind: 'api', port: API_PORT, name: 'api-firebase' },
    {
      env: {
        LANGUAGES,
        LOG_LEVEL,
        REGISTRY_OPERATOR_TOKEN,
        DB_FILE: dbFile,
        PUBLIC_URL: API,
        FIREBASE_PROJECT_ID: PROJECT_ID,
        FIREBASE_CERTS_URL: certsUrl,
      },
      quiet: !process.env.E2E_VERBOSE,
    },
  ) as Child;
  await waitForPort(API_PORT, 60_000);
  await setPhoneVerification(dbFile, API, 1);
  shell = startPart(
    { folder: 'shell', kind: 'host', port: SHELL_PORT, name: 'shell-firebase' },
    { env: { API_URL: API, FIREBASE_CONFIG: JSON.stringify(FIREBASE_CONFIG) }, quiet: !process.env.E2E_VERBOSE },
  ) as Child;
  await waitForPort(SHELL_PORT, 60_000);
});

test.afterAll(async () => {
  await Promise.all([shell && stopPart(shell), api && stopPart(api)]);
  await new Promise((resolve) => certs?.close(resolve));
});

interface FirebaseStandIn {
  codesSent: { phoneNumber: string; recaptchaToken: string }[];
  confirmations: { sessionInfo: string; code: string }[];
}

/**
 * Google at the network edge: the reCAPTCHA script (an invisible challenge that passes at once) and
 * Identity Toolkit's phone sign-in (the SMS code is 246810). Every other Google host is unreachable.
 */
async function standInForFirebase(page: Page): Promise<FirebaseStandIn> {
  const state: FirebaseStandIn = { codesSent: [], confirmations: [] };
  const sessions = new Map<string, string>();
  const unreachable = (route: Route) => route.abort('internetdisconnected');
  await page.route(/^https:\/\/[^/]*\.googleapis\.com\//, unreachable);
  await page.route(/^https:\/\/[^/]*\.firebaseapp\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>auth</title>' }),
  );
  await page.route('https://www.google.com/recaptcha/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `(function () {
        var widgets = {};
        window.grecaptcha = {
          render: function (container, params) { var id = Object.keys(widgets).length + 1; widgets[id] = params; return id; },
          getResponse: function () { return ''; },
          execute: function (id) { setTimeout(function () { widgets[id].callback('e2e-recaptcha-token'); }, 0); },
          reset: function () {},
        };
        var onload = new URL(document.currentScript.src).searchParams.get('onload');
        if (onload && typeof window[onload] === 'function') window[onload]();
      })();`,
    }),
  );
  await page.route('https://identitytoolkit.googleapis.com/**', async (route) => {
    const url = new URL(route.request().url());
    const body = (route.request().postDataJSON() ?? {}) as Record<string, string>;
    const reply = (json: unknown, status = 200) =>
      route.fulfill({ status, json, headers: { 'access-control-allow-origin': '*' } });
    if (route.request().method() === 'OPTIONS') {
      return route.fulfill({
        status: 204,
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
          'access-control-allow-methods': 'GET, POST',
        },
      });
    }
    expect(url.searchParams.get('key')).toBe(FIREBASE_CONFIG.apiKey);
    switch (url.pathname) {
      case '/v2/recaptchaConfig':
        // No reCAPTCHA Enterprise for this project: the SDK uses the v2 checkbox (invisible).
        return reply({ error: { code: 400, message: 'CONFIGURATION_NOT_FOUND' } }, 400);
      case '/v1/recaptchaParams':
        return reply({ kind: 'identitytoolkit#GetRecaptchaParamResponse', recaptchaSiteKey: 'e2e-site-key' });
      case '/v1/accounts:sendVerificationCode': {
        state.codesSent.push({ phoneNumber: body.phoneNumber!, recaptchaToken: body.recaptchaToken! });
        const sessionInfo = `session-${sessions.size + 1}`;
        sessions.set(sessionInfo, body.phoneNumber!);
        return reply({ sessionInfo });
      }
      case '/v1/accounts:signInWithPhoneNumber': {
        state.confirmations.push({ sessionInfo: body.sessionInfo!, code: body.code! });
        const phone = sessions.get(body.sessionInfo!);
        if (!phone) return reply({ error: { code: 400, message: 'INVALID_SESSION_INFO' } }, 400);
        if (body.code !== '246810') return reply({ error: { code: 400, message: 'INVALID_CODE' } }, 400);
        const uid = `uid-${phone.replace(/\D/g, '')}`;
        return reply({
          idToken: idTokenFor(phone, uid),
          refreshToken: 'e2e-refresh-token',
          expiresIn: '3600',
          localId: uid,
          isNewUser: false,
          phoneNumber: phone,
        });
      }
      case '/v1/accounts:lookup': {
        const [, payload] = body.idToken!.split('.');
        const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as {
          sub: string;
          phone_number: string;
        };
        return reply({
          users: [
            {
              localId: claims.sub,
              phoneNumber: claims.phone_number,
              providerUserInfo: [{ providerId: 'phone', rawId: claims.phone_number, phoneNumber: claims.phone_number }],
              lastLoginAt: String(Date.now()),
              createdAt: String(Date.now()),
            },
          ],
        });
      }
      default:
        return reply({ error: { code: 404, message: `no stand-in for ${url.pathname}` } }, 404);
    }
  });
  return state;
}

test.use({ serviceWorkers: 'block' });

test('phone verification goes through Firebase Auth, and the API accepts the Firebase ID token for that phone', async ({
  page,
  request,
}) => {
  const stamp = `${Date.now()}`.slice(-9);
  const phone = `+8801${stamp}`;
  const signUp = await request.post(`${API}/api/v1/auth/sign-up`, {
    data: { f_name: 'Sadia', l_name: 'Noor', email: `firebase-${stamp}@storefront.test`, phone, password: 'secret123' },
  });
  expect(await signUp.json()).toMatchObject({ token: null, is_phone_verified: 0 });

  const firebase = await standInForFirebase(page);
  const verifications: unknown[] = [];
  page.on('request', (outgoing) => {
    if (outgoing.url() === `${API}/api/v1/auth/verify-phone` && outgoing.method() === 'POST') {
      verifications.push(outgoing.postDataJSON());
    }
  });
  await page.goto(`${SHELL}/auth/verify-phone?phone=${encodeURIComponent(phone)}`);
  await expect(page.getByRole('heading', { name: 'Verify your phone' })).toBeVisible();
  // Firebase sent the SMS after the invisible reCAPTCHA passed: the API sent nothing.
  await expect.poll(() => firebase.codesSent).toEqual([{ phoneNumber: phone, recaptchaToken: 'e2e-recaptcha-token' }]);
  await expect(page.getByRole('status').filter({ hasText: `We sent a 6-digit code to ${phone}.` })).toBeVisible();

  // A wrong code: Firebase refuses it, and the customer reads it in their words.
  const field = page.getByLabel('Verification code');
  await typeInto(field, '135790');
  await field.press('Enter');
  await expect(page.getByText('The verification code is invalid or has expired.')).toBeVisible();
  expect(verifications).toEqual([]);

  await typeInto(field, '246810');
  await field.press('Enter');
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  expect(firebase.confirmations.map((entry) => entry.code)).toEqual(['135790', '246810']);
  expect(verifications).toEqual([expect.objectContaining({ phone, firebase_token: expect.stringMatching(/^ey/) })]);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).not.toBeNull();

  // The API kept the phone verified for that account: its token reads the profile.
  const profile = await request.get(`${API}/api/v1/customer/info`, { headers: { authorization: `Bearer ${token}` } });
  expect(await profile.json()).toMatchObject({ phone, is_phone_verified: 1 });
});

test('the API refuses a Firebase ID token signed by another key, or for another phone', async ({ request }) => {
  const stamp = `${Date.now()}`.slice(-9);
  const phone = `+8801${stamp}`;
  await request.post(`${API}/api/v1/auth/sign-up`, {
    data: {
      f_name: 'Imran',
      l_name: 'Kabir',
      email: `firebase-no-${stamp}@storefront.test`,
      phone,
      password: 'secret123',
    },
  });
  const forged = (() => {
    const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const [head, payload] = idTokenFor(phone, 'uid-forged').split('.');
    return `${head}.${payload}.${crypto.sign('RSA-SHA256', Buffer.from(`${head}.${payload}`), other).toString('base64url')}`;
  })();
  const refused = await request.post(`${API}/api/v1/auth/verify-phone`, { data: { phone, firebase_token: forged } });
  expect(refused.status()).toBe(401);
  const otherPhone = await request.post(`${API}/api/v1/auth/verify-phone`, {
    data: { phone, firebase_token: idTokenFor('+8801999999999', 'uid-other') },
  });
  expect(otherPhone.status()).toBe(403);
});

test('the shell serves its Firebase Cloud Messaging service worker from the site root', async ({ request }) => {
  const worker = await request.get(`${SHELL}/firebase-messaging-sw.js`);
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  // Background messages reach the pages as the shell's push event.
  expect(await worker.text()).toContain('storefront:push');
});

test.describe('a push message', () => {
  test.use({ serviceWorkers: 'allow' });

  test('delivered to the shell’s service worker, it reaches the page through Firebase Messaging and is routed', async ({
    page,
  }) => {
    await standInForFirebase(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    let registrationId: string | null = null;
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL.startsWith(SHELL));
      if (ours && !ours.isDeleted) registrationId = ours.registrationId;
    });
    await page.goto(`${SHELL}/`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // The shell registered its worker for the Firebase app, and the worker is running.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/');
          return registration?.active?.scriptURL ?? null;
        }),
      )
      .toMatch(/\/firebase-messaging-sw\.js\?firebaseConfig=/);
    await expect.poll(() => registrationId).not.toBeNull();

    // What FCM's push service delivers: the message's data, as the platform sends it.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: SHELL,
      registrationId: registrationId!,
      data: JSON.stringify({
        from: FIREBASE_CONFIG.messagingSenderId,
        fcmMessageId: 'e2e-message-1',
        priority: 'normal',
        data: { type: 'referral_code', title: 'Referral', body: 'A friend placed a first order' },
      }),
    });
    await expect(page.getByText('Referral: A friend placed a first order')).toBeVisible();
  });
});
