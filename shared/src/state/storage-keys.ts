/** Browser-storage keys of the platform (spec: client-stored values). */
export const STORAGE_KEYS = {
  token: 'token',
  guestId: 'guest_id',
  zoneId: 'zoneid',
  module: 'module',
  location: 'location',
  currentLatLng: 'currentLatLng',
  language: 'language-setting',
  country: 'country',
  searchedValues: 'searchedValues',
  settings: 'settings',
  /** 'true' from a first sign-up until the welcome modal is dismissed. */
  welcomeModal: 'welcome-modal',
  /** Module ids whose interest page was answered (a JSON array). */
  interestModules: 'interest-modules',
} as const;
