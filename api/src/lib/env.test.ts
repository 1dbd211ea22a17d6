import { LOCAL_OPERATOR_TOKEN, parseLanguages, readEnv } from './env';

const DEV = { NODE_ENV: 'development' };
const SECRET = 'k'.repeat(32);

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
  const alice = 'a'.repeat(40);
  expect(
    readEnv({ NODE_ENV: 'production', REGISTRY_OPERATOR_TOKEN: SECRET, REGISTRY_OPERATORS: `alice:${alice}` })
      .operators,
  ).toEqual({ [SECRET]: 'operator', [alice]: 'alice' });
});

test('the guard fails closed: any environment but development and test, unset included, needs long tokens', () => {
  for (const NODE_ENV of [undefined, '', 'production', 'Production', 'staging', 'prod']) {
    expect(() => readEnv({ NODE_ENV })).toThrow('REGISTRY_OPERATOR_TOKEN must be set');
    expect(() => readEnv({ NODE_ENV, REGISTRY_OPERATOR_TOKEN: 'x' })).toThrow('at least 32 characters');
    expect(() => readEnv({ NODE_ENV, REGISTRY_OPERATOR_TOKEN: 'k'.repeat(31) })).toThrow('at least 32 characters');
    expect(readEnv({ NODE_ENV, REGISTRY_OPERATOR_TOKEN: SECRET }).operators).toEqual({ [SECRET]: 'operator' });
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
