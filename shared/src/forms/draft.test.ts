import { z } from '@storefront/shared/zod';
import { clearDraft, draftKey, isSecretKey, readDraft, withoutSecrets, writeDraft, type DraftSpec } from './draft';

const Schema = z.object({ name: z.string(), tip: z.number() });
const spec: DraftSpec<z.infer<typeof Schema>> = { name: 'test', version: 2, schema: Schema, storage: 'session' };
const local = { ...spec, storage: 'local' as const };

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

it('stores { version, data } under a namespaced key and reads it back', () => {
  expect(writeDraft(spec, { name: 'Nadia', tip: 20 })).toBe(true);
  expect(JSON.parse(sessionStorage.getItem('storefront.draft.test')!)).toEqual({
    version: 2,
    data: { name: 'Nadia', tip: 20 },
  });
  expect(readDraft(spec)).toEqual({ name: 'Nadia', tip: 20 });
  expect(localStorage.getItem(draftKey('test'))).toBeNull();
  clearDraft(spec);
  expect(readDraft(spec)).toBeNull();
});

it('keeps session and local drafts apart, as the caller says', () => {
  writeDraft(local, { name: 'Local', tip: 0 });
  expect(readDraft(spec)).toBeNull();
  expect(readDraft(local)).toEqual({ name: 'Local', tip: 0 });
});

it('drops and removes a draft of another version', () => {
  writeDraft({ ...spec, version: 1 }, { name: 'Old', tip: 10 });
  expect(readDraft(spec)).toBeNull();
  expect(sessionStorage.getItem(draftKey('test'))).toBeNull();
});

it('drops and removes a draft the schema refuses, or damaged JSON', () => {
  sessionStorage.setItem(draftKey('test'), JSON.stringify({ version: 2, data: { name: 7 } }));
  expect(readDraft(spec)).toBeNull();
  expect(sessionStorage.getItem(draftKey('test'))).toBeNull();
  sessionStorage.setItem(draftKey('test'), '{not json');
  expect(readDraft(spec)).toBeNull();
  expect(sessionStorage.getItem(draftKey('test'))).toBeNull();
  sessionStorage.setItem(draftKey('test'), JSON.stringify({ name: 'no envelope', tip: 1 }));
  expect(readDraft(spec)).toBeNull();
});

it('never throws when the storage is full or disabled', () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  expect(writeDraft(spec, { name: 'Nadia', tip: 20 })).toBe(false);
  jest.restoreAllMocks();

  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  expect(readDraft(spec)).toBeNull();
  expect(() => clearDraft(spec)).not.toThrow();
  jest.restoreAllMocks();

  jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
    throw new DOMException('disabled', 'SecurityError');
  });
  expect(writeDraft(spec, { name: 'Nadia', tip: 20 })).toBe(false);
  expect(readDraft(spec)).toBeNull();
  expect(() => clearDraft(spec)).not.toThrow();
});

it('never stores a password, card data or a PIN, at any depth', () => {
  const Loose = z.record(z.string(), z.unknown());
  const loose: DraftSpec<Record<string, unknown>> = { name: 'loose', version: 1, schema: Loose, storage: 'local' };
  writeDraft(loose, {
    name: 'Nadia',
    password: 'secret-1',
    newAccountPassword: 'secret-2',
    cardNumber: '4242424242424242',
    card_holder: 'N ISLAM',
    cvv: '123',
    pin: '9876',
    category: { parcel_minimum_shipping_charge: 60, guest: { confirm_password: 'secret-3' } },
    lines: [{ cvc: '999', note: 'kept' }],
  });
  const stored = localStorage.getItem(draftKey('loose'))!;
  for (const secret of ['secret-1', 'secret-2', '4242', 'N ISLAM', '123', '9876', 'secret-3', '999']) {
    expect(stored).not.toContain(secret);
  }
  expect(readDraft(loose)).toEqual({
    name: 'Nadia',
    category: { parcel_minimum_shipping_charge: 60, guest: {} },
    lines: [{ note: 'kept' }],
  });
});

it('names secret keys word by word', () => {
  for (const key of ['password', 'newAccountPassword', 'card_number', 'cardNumber', 'cvv', 'CVC', 'pin', 'pin-code']) {
    expect(isSecretKey(key)).toBe(true);
  }
  for (const key of ['shipping_charge', 'opinion', 'typing', 'discard', 'contact_person_name', 'tip']) {
    expect(isSecretKey(key)).toBe(false);
  }
  expect(withoutSecrets({ a: 1, password: 'x' })).toEqual({ a: 1 });
});
