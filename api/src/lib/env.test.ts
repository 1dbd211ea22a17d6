import { LOCAL_OPERATOR_TOKEN, corsOrigins, parseLanguages, readEnv, weakTokenReason } from './env';

const DEV = { NODE_ENV: 'development' };
// 32 random base64 characters, as `openssl rand -base64 24` makes them.
const SECRET = 'q7Vd2LxR9mKp4TzW1bNc8HsY3fJg6EaU';
// Production also needs a canary signing secret of its own (security-canary.test.ts).
const CANARY_SIGNING_SECRET = 'Hk3vN8qT1xWb6ZcR9mLp2FsY5gDj7AeQ';
const PROD = { NODE_ENV: 'production', REGISTRY_OPERATOR_TOKEN: SECRET, CANARY_SIGNING_SECRET };

it('reads the offered languages from LANGUAGES', () => {
  expect(parseLanguages('en:English, ar:Arabic')).toEqual([
    { key: 'en', value: 'English' },
    { key: 'ar', value: 'Arabic' },
  ]);
  expect(parseLanguages('')).toBeNull();
  expect(parseLanguages('broken,:x')).toBeNull();
  expect(readEnv({ ...DEV, LANGUAGES: 'en:English,ar:Arabic' }).languages).toHaveLength(2);
  expect(readEnv(DEV).languages).toBeNull();
});

test('the public local operator token works for development and tests only; production needs a token of its own', () => {
  expect(readEnv(DEV).operators).toEqual({ [LOCAL_OPERATOR_TOKEN]: 'operator' });
  expect(readEnv({ NODE_ENV: 'test' }).operators).toEqual({ [LOCAL_OPERATOR_TOKEN]: 'operator' });
  expect(readEnv({ ...DEV, REGISTRY_OPERATOR_TOKEN: 's3cret' }).operators).toEqual({ s3cret: 'operator' });
  expect(() => readEnv({ NODE_ENV: 'production' })).toThrow('REGISTRY_OPERATOR_TOKEN must be set');
  expect(() => readEnv({ NODE_ENV: 'production', REGISTRY_OPERATOR_TOKEN: LOCAL_OPERATOR_TOKEN })).toThrow(
    'REGISTRY_OPERATOR_TOKEN must be set',
  );
  expect(() =>
    readEnv({
      NODE_ENV: 'production',
      REGISTRY_OPERATOR_TOKEN: SECRET,
      REGISTRY_OPERATORS: `eve:${LOCAL_OPERATOR_TOKEN}`,
    }),
  ).toThrow('may not use the public local operator token');
  const alice = 'Zr5mQ8wX2cLk9VbT4nHy7PdS1gFj6AeU3o';
  expect(readEnv({ ...PROD, REGISTRY_OPERATORS: `alice:${alice}` }).operators).toEqual({
    [SECRET]: 'operator',
    [alice]: 'alice',
  });
});

test('an operator token long enough but made up (one character, a few, a run) is refused, naming the operator', () => {
  for (const weak of [
    'a'.repeat(40),
    'abc'.repeat(12),
    'abcdefghijklmnopqrstuvwxyz0123456789',
    '9876543210'.repeat(4),
  ]) {
    expect(weakTokenReason(weak)).not.toBeNull();
    expect(() => readEnv({ ...PROD, REGISTRY_OPERATORS: `alice:${weak}` })).toThrow(
      'The registry token of "alice" is too easy to guess',
    );
    expect(() => readEnv({ ...PROD, REGISTRY_OPERATOR_TOKEN: weak })).toThrow(
      'The registry token of "operator" is too easy to guess',
    );
  }
  const refusal = (() => {
    try {
      readEnv({ ...PROD, REGISTRY_OPERATORS: `alice:${'a'.repeat(40)}` });
    } catch (error) {
      return String(error);
    }
  })();
  expect(refusal).not.toContain('a'.repeat(10));
  // Random tokens pass: base64 and hex from openssl, a UUID with a prefix.
  for (const random of [SECRET, '3f9c1a7e5b2d8046c9e1f7a3b5d20c84', 'bench-5f0c2b8e-91d4-4a6f-b3e7-0c8d2a9f1e65']) {
    expect(weakTokenReason(random)).toBeNull();
  }
});

test('production is any NODE_ENV but development and test, unset included', () => {
  expect(readEnv(DEV).production).toBe(false);
  expect(readEnv({ NODE_ENV: 'test' }).production).toBe(false);
  for (const NODE_ENV of [undefined, '', 'production', 'staging']) {
    expect(readEnv({ NODE_ENV, REGISTRY_OPERATOR_TOKEN: SECRET, CANARY_SIGNING_SECRET }).production).toBe(true);
  }
});

test('CODE_SINK_FILE, a file of live one-time codes, stops a production server from starting', () => {
  expect(readEnv({ ...DEV, CODE_SINK_FILE: '/tmp/codes.jsonl' }).codeSinkFile).toBe('/tmp/codes.jsonl');
  expect(readEnv({ NODE_ENV: 'test', CODE_SINK_FILE: ' /tmp/codes.jsonl ' }).codeSinkFile).toBe('/tmp/codes.jsonl');
  expect(readEnv(PROD).codeSinkFile).toBeNull();
  expect(() => readEnv({ ...PROD, CODE_SINK_FILE: '/tmp/codes.jsonl' })).toThrow(
    'CODE_SINK_FILE is for development and tests only',
  );
  expect(() => readEnv({ REGISTRY_OPERATOR_TOKEN: SECRET, CODE_SINK_FILE: '/tmp/codes.jsonl' })).toThrow(
    'CODE_SINK_FILE is for development and tests only',
  );
});

test('CORS_ORIGINS takes exact origins only: a wildcard or anything a browser never sends stops the start', () => {
  expect(corsOrigins(undefined)).toBeNull();
  expect(corsOrigins(' , ')).toBeNull();
  expect(corsOrigins('https://shop.example, http://localhost:3000,http://[::1]:8080')).toEqual([
    'https://shop.example',
    'http://localhost:3000',
    'http://[::1]:8080',
  ]);
  for (const wrong of [
    '*',
    'https://*.shop.example',
    'shop.example',
    'https://shop.example/',
    'https://shop.example/path',
    'https://Shop.Example',
    'https://shop.example:443',
    'ftp://shop.example',
    'null',
  ]) {
    expect(() => corsOrigins(`https://ok.example,${wrong}`)).toThrow(`"${wrong}" is not one`);
  }
  expect(() => readEnv({ ...PROD, CORS_ORIGINS: '*' })).toThrow('CORS_ORIGINS lists exact origins');
  expect(readEnv({ ...PROD, CORS_ORIGINS: 'https://shop.example' }).corsOrigins).toEqual(['https://shop.example']);
});

test('the guard fails closed: any environment but development and test, unset included, needs long tokens', () => {
  for (const NODE_ENV of [undefined, '', 'production', 'Production', 'staging', 'prod']) {
    expect(() => readEnv({ NODE_ENV })).toThrow('REGISTRY_OPERATOR_TOKEN must be set');
    expect(() => readEnv({ NODE_ENV, REGISTRY_OPERATOR_TOKEN: 'x' })).toThrow('at least 32 characters');
    expect(() => readEnv({ NODE_ENV, REGISTRY_OPERATOR_TOKEN: 'k'.repeat(31) })).toThrow('at least 32 characters');
    expect(readEnv({ NODE_ENV, REGISTRY_OPERATOR_TOKEN: SECRET, CANARY_SIGNING_SECRET }).operators).toEqual({
      [SECRET]: 'operator',
    });
    expect(() => readEnv({ NODE_ENV, REGISTRY_OPERATOR_TOKEN: SECRET, REGISTRY_OPERATORS: 'bob:b0b' })).toThrow(
      'The registry token of "bob" is too short',
    );
  }
  expect(() => readEnv({})).toThrow('NODE_ENV is unset');
});

test('a test clock is taken under NODE_ENV=test only; anywhere else it stops the server from starting', () => {
  expect(readEnv({ NODE_ENV: 'test', TEST_CLOCK_START: '2025-06-04T06:00:00Z' }).testClock).toEqual({
    start: new Date('2025-06-04T06:00:00Z'),
    settable: true,
  });
  expect(readEnv({ NODE_ENV: 'test' }).testClock).toEqual({ start: null, settable: true });
  expect(readEnv(DEV).testClock).toEqual({ start: null, settable: false });
  expect(() => readEnv({ ...DEV, TEST_CLOCK_START: '2025-06-04T06:00:00Z' })).toThrow('refused unless NODE_ENV=test');
  expect(() =>
    readEnv({ NODE_ENV: 'production', REGISTRY_OPERATOR_TOKEN: SECRET, TEST_CLOCK_START: '2025-06-04T06:00:00Z' }),
  ).toThrow('refused unless NODE_ENV=test');
  expect(() => readEnv({ NODE_ENV: 'test', TEST_CLOCK_START: 'noon' })).toThrow('not an ISO date');
});

it('reads the shutdown grace period from SHUTDOWN_GRACE_SECONDS: 10 s unset or unreadable, at most 120', () => {
  const grace = (value?: string) => readEnv({ NODE_ENV: 'test', SHUTDOWN_GRACE_SECONDS: value }).shutdownGraceSeconds;
  expect(grace()).toBe(10);
  expect(grace('abc')).toBe(10);
  expect(grace('-1')).toBe(10);
  expect(grace('0')).toBe(0);
  expect(grace('25')).toBe(25);
  expect(grace('9999')).toBe(120);
});
