import { persistedJson } from './persisted-atom';
import { STORAGE_KEYS } from './storage-keys';

/**
 * Modules whose interest page the customer has been through (saved or skipped): choosing one of
 * them again goes straight to /home.
 */
export const interestModulesAtom = persistedJson<number[]>(STORAGE_KEYS.interestModules, []);
