import { atom } from 'jotai';
import type { ModuleType } from '../contract/module-type';
import { persistedJson, persistedString } from './persisted-atom';
import { STORAGE_KEYS } from './storage-keys';

export interface SelectedModule {
  id: number;
  module_type: ModuleType;
  module_name: string;
  icon_full_url?: string | null;
}

export interface StoredLocation {
  lat: number;
  lng: number;
}

export interface LanguageSetting {
  languageName: string;
  languageCode: string;
  countryCode: string;
}

export interface Settings {
  direction: 'ltr' | 'rtl';
  theme: 'light' | 'dark';
}

export const tokenAtom = persistedString(STORAGE_KEYS.token);
export const guestIdAtom = persistedString(STORAGE_KEYS.guestId);
/** The zone lookup's zone_id, kept verbatim (a JSON array as a string, e.g. "[1,3]"). */
export const zoneIdAtom = persistedString(STORAGE_KEYS.zoneId);
export const moduleAtom = persistedJson<SelectedModule | null>(STORAGE_KEYS.module, null);
/** The delivery address text. */
export const locationAtom = persistedString(STORAGE_KEYS.location);
export const currentLatLngAtom = persistedJson<StoredLocation | null>(STORAGE_KEYS.currentLatLng, null);
export const languageAtom = persistedJson<LanguageSetting>(STORAGE_KEYS.language, {
  languageName: 'English',
  languageCode: 'en',
  countryCode: 'US',
});
export const countryAtom = persistedString(STORAGE_KEYS.country);
export const searchedValuesAtom = persistedJson<string[]>(STORAGE_KEYS.searchedValues, []);
export const settingsAtom = persistedJson<Settings>(STORAGE_KEYS.settings, { direction: 'ltr', theme: 'light' });

export const isSignedInAtom = atom((get) => Boolean(get(tokenAtom)));
export const themeModeAtom = atom((get) => get(settingsAtom).theme ?? 'light');
