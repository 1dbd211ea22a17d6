// The Chromium builds the e2e suite and the bench run in: Debian's packages (Playwright's own browser
// downloads are not used), and how both launch them.

/** Chromium's headless shell (no windowing, lighter): the e2e suite's browser. */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The whole Chromium: the bench, and the e2e tests the headless shell cannot run (push messages). */
export const FULL_CHROMIUM_PATH = process.env.FULL_CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Each Debian package, by the binary `npm test` looks for. */
export const CHROMIUM_PACKAGES = { 'chromium-headless-shell': HEADLESS_SHELL_PATH, chromium: FULL_CHROMIUM_PATH };

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
