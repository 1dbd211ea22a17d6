// One jest run over every package: api runs in node, the browser parts in jsdom.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  moduleNameMapper: { '\\.(svg|png|jpg|css)$': '<rootDir>/../tools/jest/file-stub.js' },
};
const browserPart = (dir) => ({
  ...common,
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-dom.ts'],
});
module.exports = {
  projects: [
    {
      ...common,
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      // Fastify's inject loads cookie 2, ESM only: Node 20 requires it natively, Jest's loader cannot.
      transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
    },
    {
      displayName: 'tools',
      rootDir: '<rootDir>/tools',
      testEnvironment: 'node',
      testMatch: ['**/*.test.mjs'],
      moduleFileExtensions: ['mjs', 'js', 'cjs', 'json'],
      transform: { '^.+\\.mjs$': swc },
    },
    { displayName: 'bench', rootDir: '<rootDir>/bench', testEnvironment: 'node' },
    ...['shared', 'shell', 'mfe-discovery', 'mfe-cart-checkout', 'mfe-account', 'mfe-parcel'].map(browserPart),
  ],
};
