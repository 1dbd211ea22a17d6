import { phoneCountries, phoneDisplay, phoneValue, toE164, typedCountry } from './phone-number';

test('local, national and international forms of one number give one E.164 value', () => {
  for (const typed of ['01767513805', '1767513805', '+8801767513805', '880 1767 513805', '+880 1767-513805']) {
    expect(phoneValue(typed, 'BD')).toBe('+8801767513805');
    expect(toE164(typed, 'BD')).toBe('+8801767513805');
  }
});

test('each key typed keeps the digits so far; a lone trunk 0 or dial code is no number yet', () => {
  const typed = '01767513805';
  const values = [...typed].map((_, n) => phoneValue(typed.slice(0, n + 1), 'BD'));
  expect(values[0]).toBe('');
  expect(values[1]).toBe('+8801');
  expect(values[4]).toBe('+8801767');
  expect(values.at(-1)).toBe('+8801767513805');
  expect(phoneValue('', 'BD')).toBe('');
  expect(phoneValue('+', 'BD')).toBe('');
  expect(phoneValue('+880', 'BD')).toBe('');
});

test('a number typed with another country code says which country', () => {
  expect(typedCountry('+91 98765 43210', 'BD')).toBe('IN');
  expect(typedCountry('01767513805', 'BD')).toBeUndefined();
  expect(phoneValue('+91 98765 43210', 'BD')).toBe('+919876543210');
});

test('a stored number shows in its national form under its country', () => {
  expect(phoneDisplay('+8801767513805', 'US')).toEqual({ country: 'BD', text: '01767-513805' });
  expect(phoneDisplay('', 'BD')).toEqual({ country: 'BD', text: '' });
});

test('an incomplete or impossible number is no E.164 number', () => {
  expect(toE164('01767', 'BD')).toBeNull();
  expect(toE164('hello', 'BD')).toBeNull();
});

test('the country list names every country once, alphabetically', () => {
  const list = phoneCountries();
  expect(list.length).toBeGreaterThan(200);
  expect(new Set(list.map((c) => c.code)).size).toBe(list.length);
  expect(list.find((c) => c.code === 'BD')).toEqual({ code: 'BD', dialCode: '+880', name: 'Bangladesh' });
});
