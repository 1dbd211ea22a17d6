import { DEFAULT_RATE_LIMITS, readRateLimits } from './rate-limit-settings';

describe('rate limits from the environment', () => {
  test('production defaults when nothing is set', () => {
    expect(readRateLimits({})).toEqual(DEFAULT_RATE_LIMITS);
  });

  test('RATE_LIMIT_PER_ADDRESS_* and RATE_LIMIT_PER_ACCOUNT_* override one action each', () => {
    const limits = readRateLimits({ RATE_LIMIT_PER_ADDRESS_SIGN_UP: '5000', RATE_LIMIT_PER_ACCOUNT_CODE_CHECK: ' 3 ' });
    expect(limits.perAddress).toEqual({ ...DEFAULT_RATE_LIMITS.perAddress, signUp: 5000 });
    expect(limits.perAccount).toEqual({ ...DEFAULT_RATE_LIMITS.perAccount, codeCheck: 3 });
  });

  test('a value that is not a whole number of 1 or more stops the server from starting', () => {
    for (const value of ['0', '-1', '2.5', 'many']) {
      expect(() => readRateLimits({ RATE_LIMIT_PER_ADDRESS_SIGN_IN: value })).toThrow('RATE_LIMIT_PER_ADDRESS_SIGN_IN');
    }
  });
});
