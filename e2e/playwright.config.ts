import { defineConfig } from '@playwright/test';
// First: the suite's ports (PORT_OFFSET=200 unless set), before anything reads them.
import './support/port-offset';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/browser';
import { SHELL_URL } from './support/parts';

export default defineConfig({
  testDir: './tests',
  // Each worker tests a copy of the site of its own (support/port-offset.ts), so tests that stop a
  // server, move the API's clock or flip the registry disturb no other worker. E2E_WORKERS sets how
  // many (two by default: one per core of the machines the suite runs on).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  // A flow that places orders at three widths takes about a minute on 2 busy cores: room to spare.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: SHELL_URL,
    browserName: 'chromium',
    // Recording a trace (a screenshot and a DOM snapshot at every step) took about a third of each
    // test's time, in every test. A test that fails is run again with a trace (CI retries once);
    // `--trace on` records every test when one is wanted locally.
    trace: 'on-first-retry',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
