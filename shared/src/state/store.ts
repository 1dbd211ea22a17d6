import { getDefaultStore } from 'jotai';

/**
 * The page's one jotai store. jotai is a federation singleton, so the shell and every remote read and
 * write the same atoms; code outside React (the API client) reads them here.
 */
export const appStore = getDefaultStore();
