import { z } from '@storefront/shared/zod';

/**
 * Drafts: what a customer typed or chose, kept in browser storage so that a reload or a back brings it
 * back. A draft is stored as JSON `{ version, data }` under `storefront.draft.<name>`; one whose version
 * differs or whose data no longer fits the schema is dropped. Storage that fails (full, disabled,
 * damaged) never throws: the draft is simply not kept.
 */
export const DRAFT_KEY_PREFIX = 'storefront.draft.';

/** `session`: one tab (a checkout); `local`: every tab, across restarts (the parcel form, sent reviews). */
export type DraftStorage = 'session' | 'local';

export interface DraftSpec<T> {
  name: string;
  /** Raised whenever the data's shape changes: drafts of another version are dropped. */
  version: number;
  schema: z.ZodType<T>;
  storage: DraftStorage;
}

const EnvelopeSchema = z.object({ version: z.number(), data: z.unknown() });

/** Words of a key that name a secret: such a key is never stored (passwords, card data, PINs). */
const SECRET_WORD = /^(password|passwd|passcode|pin|cvv|cvc|card\w*)$/i;

/**
 * Whether a key names a secret, judged word by word (camelCase, snake_case, kebab-case), so that
 * `cardNumber`, `new_password` and `pin` are secrets while `shipping_charge` or `opinion` are not.
 */
export function isSecretKey(key: string): boolean {
  return key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[^a-zA-Z\d]+/)
    .some((word) => SECRET_WORD.test(word));
}

/** A copy without any secret key, at any depth. */
export function withoutSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map((entry: unknown) => withoutSecrets(entry)) as T;
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (!isSecretKey(key)) copy[key] = withoutSecrets(entry);
  }
  return copy as T;
}

export const draftKey = (name: string) => `${DRAFT_KEY_PREFIX}${name}`;

function storageOf(kind: DraftStorage): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage disabled by the browser: reading the property itself throws.
    return null;
  }
}

function removeQuietly(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do: the draft is ignored anyway.
  }
}

/** The stored draft, or null (none, another version, a shape the schema refuses, unreadable storage). */
export function readDraft<T>(spec: DraftSpec<T>): T | null {
  const storage = storageOf(spec.storage);
  if (!storage) return null;
  const key = draftKey(spec.name);
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const envelope = EnvelopeSchema.safeParse(JSON.parse(raw));
    if (envelope.success && envelope.data.version === spec.version) {
      const data = spec.schema.safeParse(withoutSecrets(envelope.data.data));
      if (data.success) return data.data;
    }
  } catch {
    // Damaged JSON: dropped below like any other unusable draft.
  }
  removeQuietly(storage, key);
  return null;
}

/** Stores the draft without its secret keys; false when the storage refused it. */
export function writeDraft<T>(spec: DraftSpec<T>, data: T): boolean {
  const storage = storageOf(spec.storage);
  if (!storage) return false;
  try {
    storage.setItem(draftKey(spec.name), JSON.stringify({ version: spec.version, data: withoutSecrets(data) }));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(spec: Pick<DraftSpec<unknown>, 'name' | 'storage'>): void {
  const storage = storageOf(spec.storage);
  if (storage) removeQuietly(storage, draftKey(spec.name));
}

/** Every draft in both storages: signing out leaves nothing typed behind on a shared device. */
export function clearAllDrafts(): void {
  for (const kind of ['session', 'local'] as const) {
    const storage = storageOf(kind);
    if (!storage) continue;
    try {
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
      for (const key of keys) if (key?.startsWith(DRAFT_KEY_PREFIX)) removeQuietly(storage, key);
    } catch {
      // Unreadable storage holds no draft this page could use either.
    }
  }
}
