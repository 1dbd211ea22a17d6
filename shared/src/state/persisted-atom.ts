import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** Strings are stored raw (as the platform does for token, guest_id, zoneid), everything else as JSON. */
const rawStringStorage = {
  getItem: (key: string, initialValue: string | null) => localStorage.getItem(key) ?? initialValue,
  setItem: (key: string, value: string | null) =>
    value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value),
  removeItem: (key: string) => localStorage.removeItem(key),
  subscribe: (key: string, callback: (value: string | null) => void) => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === localStorage && event.key === key) callback(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

export function persistedString(key: string) {
  return atomWithStorage<string | null>(key, null, rawStringStorage, { getOnInit: true });
}

export function persistedJson<T>(key: string, initialValue: T) {
  return atomWithStorage<T>(
    key,
    initialValue,
    createJSONStorage<T>(() => localStorage),
    { getOnInit: true },
  );
}
