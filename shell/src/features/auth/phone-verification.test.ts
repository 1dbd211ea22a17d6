import { zodValidate } from '@storefront/shared/forms';
import { INVALID_OTP_MESSAGE } from '@storefront/shared/contract/auth';
import { fakeApi } from '../../../../tools/jest/fake-api';
import {
  CODE_DIGITS_ONLY,
  CODE_LENGTH,
  CODE_REQUIRED,
  INVALID_PHONE,
  TOO_MANY_ATTEMPTS,
  codeChannel,
  createPhoneVerifier,
  firebaseErrorMessage,
  isVerifiablePhone,
  loginOutcome,
  needsPhoneVerification,
  verifyCodeSchema,
  verifyPhonePath,
} from './phone-verification';

// Firebase's SDK, as far as phone sign-in uses it.
const firebase = {
  app: { name: 'app' },
  auth: { name: 'auth' },
  recaptchas: [] as { container: unknown; options: unknown; clear: jest.Mock }[],
  signInWithPhoneNumber: jest.fn(),
};
jest.mock('firebase/app', () => ({
  getApps: () => [],
  initializeApp: () => firebase.app,
}));
jest.mock('firebase/auth', () => ({
  getAuth: () => firebase.auth,
  RecaptchaVerifier: jest.fn().mockImplementation((_auth: unknown, container: unknown, options: unknown) => {
    const verifier = { container, options, clear: jest.fn() };
    firebase.recaptchas.push(verifier);
    return verifier;
  }),
  signInWithPhoneNumber: (...args: unknown[]) => firebase.signInWithPhoneNumber(...args) as unknown,
}));

const FIREBASE_CONFIG = { apiKey: 'key', authDomain: 'storefront.firebaseapp.com', projectId: 'storefront' };
const reply = {
  token: 'api-token',
  is_phone_verified: 1,
  is_email_verified: 0,
  is_personal_info: 1,
  is_exist_user: null,
  login_type: 'otp',
  email: null,
};

beforeEach(() => {
  firebase.recaptchas = [];
  firebase.signInWithPhoneNumber.mockReset();
});

describe('the code field', () => {
  const validate = zodValidate(verifyCodeSchema);
  it.each([
    ['', CODE_REQUIRED],
    ['   ', CODE_REQUIRED],
    ['12a456', CODE_DIGITS_ONLY],
    ['12-456', CODE_DIGITS_ONLY],
    ['12345', CODE_LENGTH],
    ['1234567', CODE_LENGTH],
  ])('refuses %j with "%s"', (code, message) => {
    expect(validate({ code })).toEqual({ code: message });
  });

  it('takes six digits, spaces around or between them dropped', () => {
    expect(validate({ code: '123456' })).toEqual({});
    expect(validate({ code: ' 123 456 ' })).toEqual({});
    expect(verifyCodeSchema.parse({ code: ' 123 456 ' }).code).toBe('123456');
  });
});

describe('when verification is needed', () => {
  const login = { manual_login_status: 1, otp_login_status: 0, social_login_status: 0 } as const;
  const on = { centralize_login: { ...login, phone_verification_status: 1 as const } };
  const off = { centralize_login: { ...login, phone_verification_status: 0 as const } };

  it('only when the platform turns it on and the phone is not verified', () => {
    expect(needsPhoneVerification(on, { is_phone_verified: 0 })).toBe(true);
    expect(needsPhoneVerification(on, { is_phone_verified: 1 })).toBe(false);
    expect(needsPhoneVerification(off, { is_phone_verified: 0 })).toBe(false);
    expect(needsPhoneVerification({ centralize_login: undefined }, { is_phone_verified: 0 })).toBe(false);
    expect(needsPhoneVerification(undefined, { is_phone_verified: 0 })).toBe(false);
  });

  it('leads a login reply to the verification page, to signing in, or to neither', () => {
    const unverified = { is_phone_verified: 0 as const, token: null, phone: '+8801711111111' };
    expect(loginOutcome(on, unverified, null)).toEqual({ verify: '/auth/verify-phone?phone=%2B8801711111111' });
    expect(loginOutcome(on, { ...unverified, phone: undefined }, '+8801722222222')).toEqual({
      verify: '/auth/verify-phone?phone=%2B8801722222222',
    });
    // A token sent before the phone is verified is never used.
    expect(loginOutcome(on, { ...unverified, token: 'early', phone: null }, null)).toEqual({ refused: true });
    expect(loginOutcome(off, { ...unverified, token: 'ok' }, null)).toEqual({ token: 'ok' });
    expect(loginOutcome(on, { is_phone_verified: 1, token: 'ok' }, null)).toEqual({ token: 'ok' });
    expect(loginOutcome(off, { is_phone_verified: 0, token: null }, null)).toEqual({ refused: true });
  });

  it('goes to the verification page with the phone in the address', () => {
    expect(verifyPhonePath('+8801711111111')).toBe('/auth/verify-phone?phone=%2B8801711111111');
    expect(isVerifiablePhone('+8801711111111')).toBe(true);
    expect(isVerifiablePhone('8801711111111')).toBe(true);
    expect(isVerifiablePhone('demo@storefront.test')).toBe(false);
    expect(isVerifiablePhone('+12')).toBe(false);
    expect(isVerifiablePhone(null)).toBe(false);
  });
});

describe('who sends the code', () => {
  it('Firebase Auth when the shell has a Firebase app, else the API', () => {
    expect(codeChannel(FIREBASE_CONFIG)).toBe('firebase');
    expect(codeChannel(null)).toBe('api');
    expect(createPhoneVerifier(() => null, FIREBASE_CONFIG).channel).toBe('firebase');
    expect(createPhoneVerifier(() => null, null).channel).toBe('api');
  });

  it('the API: asks for a code, then sends it with the guest id', async () => {
    const calls = fakeApi({ 'POST /auth/verify-phone': () => ({ data: reply }) });
    const verifier = createPhoneVerifier(() => null, null);
    await verifier.send('+8801711111111');
    expect(await verifier.confirm('+8801711111111', '123456', '42')).toMatchObject({ token: 'api-token' });
    expect(calls.map((call) => call.body)).toEqual([
      { phone: '+8801711111111' },
      { phone: '+8801711111111', otp: '123456', guest_id: '42' },
    ]);
    expect(firebase.signInWithPhoneNumber).not.toHaveBeenCalled();
  });

  it('Firebase: an invisible reCAPTCHA, signInWithPhoneNumber, confirm, then the ID token goes to the API', async () => {
    const calls = fakeApi({ 'POST /auth/verify-phone': () => ({ data: reply }) });
    const confirm = jest.fn().mockResolvedValue({ user: { getIdToken: () => Promise.resolve('firebase-id-token') } });
    firebase.signInWithPhoneNumber.mockResolvedValue({ confirm });
    const container = document.createElement('div');
    const verifier = createPhoneVerifier(() => container, FIREBASE_CONFIG);

    await verifier.send('8801711111111');
    expect(firebase.recaptchas).toHaveLength(1);
    expect(firebase.recaptchas[0]).toMatchObject({ container, options: { size: 'invisible' } });
    expect(firebase.signInWithPhoneNumber).toHaveBeenCalledWith(
      firebase.auth,
      '+8801711111111',
      firebase.recaptchas[0],
    );

    expect(await verifier.confirm('8801711111111', '654321', null)).toMatchObject({ token: 'api-token' });
    expect(confirm).toHaveBeenCalledWith('654321');
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/auth/verify-phone',
        body: { phone: '8801711111111', firebase_token: 'firebase-id-token' },
      },
    ]);
  });

  it('Firebase: a resend gets a fresh reCAPTCHA; a wrong code reads as the API’s message and sends nothing', async () => {
    const calls = fakeApi({});
    const confirm = jest
      .fn()
      .mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/invalid-verification-code' }));
    firebase.signInWithPhoneNumber.mockResolvedValue({ confirm });
    const verifier = createPhoneVerifier(() => document.createElement('div'), FIREBASE_CONFIG);
    await verifier.send('+8801711111111');
    await verifier.send('+8801711111111');
    expect(firebase.recaptchas).toHaveLength(2);
    expect(firebase.recaptchas[0]?.clear).toHaveBeenCalled();
    await expect(verifier.confirm('+8801711111111', '000000', null)).rejects.toThrow(INVALID_OTP_MESSAGE);
    expect(calls).toEqual([]);
  });

  it('Firebase: refusing to send explains itself', async () => {
    firebase.signInWithPhoneNumber.mockRejectedValue({ code: 'auth/too-many-requests' });
    const verifier = createPhoneVerifier(() => document.createElement('div'), FIREBASE_CONFIG);
    await expect(verifier.send('+8801711111111')).rejects.toThrow(TOO_MANY_ATTEMPTS);
    await expect(createPhoneVerifier(() => null, FIREBASE_CONFIG).send('+8801711111111')).rejects.toThrow(
      'The verification could not start. Please reload the page.',
    );
    await expect(
      createPhoneVerifier(() => null, FIREBASE_CONFIG).confirm('+8801711111111', '123456', null),
    ).rejects.toThrow('Please ask for a new code.');
  });

  it('names the Firebase errors a customer can act on', () => {
    expect(firebaseErrorMessage({ code: 'auth/code-expired' })).toBe(INVALID_OTP_MESSAGE);
    expect(firebaseErrorMessage({ code: 'auth/invalid-phone-number' })).toBe(INVALID_PHONE);
    expect(firebaseErrorMessage({ code: 'auth/quota-exceeded' })).toBe(TOO_MANY_ATTEMPTS);
    expect(firebaseErrorMessage({ code: 'auth/network-request-failed' })).toBeNull();
    expect(firebaseErrorMessage(null)).toBeNull();
  });
});
