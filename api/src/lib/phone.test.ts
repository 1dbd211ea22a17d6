import { accountPhone, canonicalPhone, INVALID_PHONE_MESSAGE, samePhone } from './phone';

test('every form of one number is one canonical E.164 phone', () => {
  for (const typed of ['01767513805', '1767513805', '+8801767513805', '8801767513805', '+880 1767-513805']) {
    expect(canonicalPhone(typed)).toBe('+8801767513805');
  }
  expect(canonicalPhone('+44 7911 123456')).toBe('+447911123456');
  // A local form once stored behind the country code, trunk 0 and all.
  expect(canonicalPhone('+88001767513805')).toBe('+8801767513805');
  // What is no valid number stays as typed, to be refused or not found by the caller.
  expect(canonicalPhone(' 12345 ')).toBe('12345');
  expect(samePhone('01767513805', '+880 1767 513805')).toBe(true);
  expect(samePhone('01767513805', '01767513806')).toBe(false);
});

test('a new account takes a valid number only, not merely one of a possible length', () => {
  expect(accountPhone('01767513805')).toBe('+8801767513805');
  expect(accountPhone('+44 7911 123456')).toBe('+447911123456');
  for (const invalid of ['0000000', '000000000000', '+88012345', '12345', '+8800000000000']) {
    expect(() => accountPhone(invalid)).toThrow(INVALID_PHONE_MESSAGE);
  }
});
