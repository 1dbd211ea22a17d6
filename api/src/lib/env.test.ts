import { LOCAL_OPERATOR_TOKEN, parseLanguages, readEnv } from './env';

it('reads the offered languages from LANGUAGES', () => {
  expect(parseLanguages('en:English, ar:Arabic')).toEqual([
    { key: 'en', value: 'English' },
    { key: 'ar', value: 'Arabic' },
  ]);
  expect(parseLanguages('')).toBeNull();
  expect(parseLanguages('broken,:x')).toBeNull();
  expect(readEnv({ LANGUAGES: 'en:English,ar:Arabic' }).languages).toHaveLength(2);
  expect(readEnv({}).languages).toBeNull();
});

test('the public local operator token works for development only; production needs a token of its own', () => {
  expect(readEnv({}).operators).toEqual({ [LOCAL_OPERATOR_TOKEN]: 'operator' });
  expect(readEnv({ REGISTRY_OPERATOR_TOKEN: 's3cret' }).operators).toEqual({ s3cret: 'operator' });
  expect(() => readEnv({ NODE_ENV: 'production' })).toThrow('REGISTRY_OPERATOR_TOKEN must be set');
  expect(() => readEnv({ NODE_ENV: 'production', REGISTRY_OPERATOR_TOKEN: LOCAL_OPERATOR_TOKEN })).toThrow(
    'REGISTRY_OPERATOR_TOKEN must be set',
  );
  expect(() =>
    readEnv({
      NODE_ENV: 'production',
      REGISTRY_OPERATOR_TOKEN: 's3cret',
      REGISTRY_OPERATORS: `eve:${LOCAL_OPERATOR_TOKEN}`,
    }),
  ).toThrow('may not use the public local operator token');
  expect(
    readEnv({ NODE_ENV: 'production', REGISTRY_OPERATOR_TOKEN: 's3cret', REGISTRY_OPERATORS: 'alice:a1' }).operators,
  ).toEqual({ s3cret: 'operator', a1: 'alice' });
});

test('a test clock is taken under NODE_ENV=test only; anywhere else it stops the server from starting', () => {
  expect(readEnv({ NODE_ENV: 'test', TEST_CLOCK_START: '2025-06-04T06:00:00Z' }).testClock).toEqual({
    start: new Date('2025-06-04T06:00:00Z'),
    settable: true,
  });
  expect(readEnv({ NODE_ENV: 'test' }).testClock).toEqual({ start: null, settable: true });
  expect(readEnv({}).testClock).toEqual({ start: null, settable: false });
  expect(() => readEnv({ TEST_CLOCK_START: '2025-06-04T06:00:00Z' })).toThrow('refused unless NODE_ENV=test');
  expect(() =>
    readEnv({ NODE_ENV: 'production', REGISTRY_OPERATOR_TOKEN: 's3cret', TEST_CLOCK_START: '2025-06-04T06:00:00Z' }),
  ).toThrow('refused unless NODE_ENV=test');
  expect(() => readEnv({ NODE_ENV: 'test', TEST_CLOCK_START: 'noon' })).toThrow('not an ISO date');
});
