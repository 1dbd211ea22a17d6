import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['shell', 'mfe-discovery', 'mfe-cart-checkout', 'mfe-account', 'mfe-parcel'];

/** A part never imports another part's source: only what it exposes through federation. */
const crossPartImports = (self) => ({
  files: [`${self}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...REMOTES.filter((other) => other !== self).map((other) => ({
            group: [`**/${other}/**`, other, `${other}/*`],
            message: 'Parts talk through shared atoms, URLs and federation exposes, never through each other’s source.',
          })),
          {
            group: ['**/shared/src/**'],
            message: "Import '@storefront/shared' (or its contract files), not its source paths.",
          },
        ],
        paths: [
          {
            name: 'jotai',
            message: "State lives in @storefront/shared's atoms; import the hooks from '@storefront/shared'.",
          },
          { name: 'jotai/utils', message: "State lives in @storefront/shared's atoms." },
          { name: 'axios', message: "Use the one API client from '@storefront/shared'." },
          { name: 'notistack', message: "Use the one toast helper from '@storefront/shared'." },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-single/**',
      'mfe-*/builds/**',
      'mfe-*/releases/**',
      '**/node_modules/**',
      'api/data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...REMOTES.map(crossPartImports),
  {
    // The single-bundle build compiles every part into the shell: its remote loader is the one module
    // that imports other parts' source (the exposed modules, as dynamic imports).
    files: ['shell/src/single-bundle/remote-loader.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
