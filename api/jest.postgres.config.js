// The api's Jest project once more, against a throwaway PostgreSQL (npm run test:postgres -w api).
const root = require('../jest.config.js');

const api = root.projects.find((project) => project.displayName === 'api');

module.exports = {
  ...api,
  displayName: 'api (postgres)',
  rootDir: __dirname,
  globalSetup: '<rootDir>/src/test/postgres/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/postgres/global-teardown.ts',
  // An app whose clock or registry differs from the usual waits for its own template's seed.
  testTimeout: 30_000,
};
