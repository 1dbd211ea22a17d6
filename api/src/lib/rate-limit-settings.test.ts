import { DEFAULT_RATE_LIMITS, DEFAULT_UPLOAD_LIMITS, readRateLimits, readUploadLimits } from './rate-limit-settings';

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

describe('upload limits from the environment', () => {
  test('production defaults when nothing is set; megabytes are read as kilobytes', () => {
    expect(readUploadLimits({})).toEqual(DEFAULT_UPLOAD_LIMITS);
    expect(readUploadLimits({ UPLOAD_MB_PER_OWNER: '5', UPLOAD_MB_GUESTS_TOTAL: '0.5' })).toEqual({
      ...DEFAULT_UPLOAD_LIMITS,
      perOwner: 5 * 1024,
      guestsTotal: 512,
    });
  });

  test('a per-address bound below ten owners’ worth, or a value that is no size, stops the server', () => {
    expect(() => readUploadLimits({ UPLOAD_MB_PER_OWNER: '30' })).toThrow('UPLOAD_MB_PER_ADDRESS');
    expect(() => readUploadLimits({ UPLOAD_MB_PER_ADDRESS: '100' })).toThrow('at least 10 times');
    for (const value of ['0', '-1', 'lots']) {
      expect(() => readUploadLimits({ UPLOAD_MB_PER_OWNER: value })).toThrow('UPLOAD_MB_PER_OWNER');
    }
  });
});
