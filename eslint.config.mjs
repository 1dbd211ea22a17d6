import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REMOTES = ['shell', 'mfe-discovery', 'mfe-cart-checkout', 'mfe-account', 'mfe-parcel'];

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/**
 * The few imports from one feature folder into another that stay, each with its reason
 * (part -> importing feature -> imported features). Anything else several features need moves to the
 * part's lib/ (rules, calls, constants) or ui/ (components), and a page that composes features lives
 * in src/pages/, which may import any feature.
 */
const FEATURE_IMPORTS_ALLOWED = {
  shell: {
    // The nav bar hosts other features' controls: the language switch (top strip, compact menu) and
    // the module dialog its module button opens.
    nav: ['language', 'module-selection'],
  },
  'mfe-parcel': {
    // Choosing a category starts the delivery form's saved draft (parcel-draft.ts), whose values the form owns.
    categories: ['delivery-info'],
    // A placed parcel's 'Track Order' shows the track feature's result in place.
    'delivery-info': ['track'],
  },
};

/** A part's feature folders, read from disk so a new feature is bounded the day it is added. */
const featuresOf = (part) => {
  const dir = path.join(ROOT, part, 'src/features');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
};

/**
 * Zones for import-x/no-restricted-paths: every feature against its siblings and the pages; the
 * part's library (lib/, ui/, and the shell's composition/ and hooks/) against features and pages.
 */
const featureZones = (part) => [
  ...featuresOf(part).map((feature) => ({
    target: `${part}/src/features/${feature}`,
    from: `${part}/src/features`,
    except: [`./${feature}`, ...(FEATURE_IMPORTS_ALLOWED[part]?.[feature] ?? []).map((other) => `./${other}`)],
    message: `A feature imports its own folder, the part's lib/ and ui/, and @storefront/shared; what two features need belongs in lib/ or ui/, and a page composing features in src/pages/ (allow-list: eslint.config.mjs).`,
  })),
  {
    target: `${part}/src/features`,
    from: `${part}/src/pages`,
    message: 'Pages compose features: a feature never imports a page.',
  },
  {
    target: ['lib', 'ui', 'composition', 'hooks'].map((dir) => `${part}/src/${dir}`),
    from: [`${part}/src/features`, `${part}/src/pages`],
    message: "The part's library sits below its features: it imports no feature and no page.",
  },
];

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
          { name: 'react-router-dom', message: "Import the router from '@storefront/shared/router'." },
          { name: 'zod', message: "Import z from '@storefront/shared/zod': one zod on the page." },
          { name: 'formik', message: "Import formik from '@storefront/shared/formik': one formik on the page." },
          { name: 'swr/infinite', message: "Import useSWRInfinite from '@storefront/shared': the page's one SWR." },
        ],
      },
    ],
  },
});

/** Inside the shared package: the router and zod through its facades, as the parts take them. */
const SHARED_FACADE_PATHS = [
  { name: 'react-router-dom', message: "Import the router from '@storefront/shared/router'." },
  { name: 'zod', message: "Import z from '@storefront/shared/zod': one zod on the page." },
  { name: 'formik', message: "Import formik from '@storefront/shared/formik': one formik on the page." },
];

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
    // Inside a part, as between parts: a feature imports its own folder, the part's lib/ and ui/,
    // @storefront/shared and packages, never another feature (but for FEATURE_IMPORTS_ALLOWED
    // above); lib/ and ui/ import no feature and no page.
    files: REMOTES.map((part) => `${part}/src/**/*.{ts,tsx}`),
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: REMOTES.flatMap(featureZones) }] },
  },
  {
    // The API takes the contract as a client would: through the package's exports, not its source paths.
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/src/**'],
              message: "Import '@storefront/shared/contract/*' (or another of its exports), not its source paths.",
            },
          ],
        },
      ],
    },
  },
  {
    // Contract files are compiled into each part that imports them: a direct zod import there would
    // bundle a second zod into that part instead of taking the page's shared one.
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/zod/api.ts', 'shared/src/router.ts', 'shared/src/formik.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: SHARED_FACADE_PATHS }],
    },
  },
  {
    // The ordering, map and forms entries are bundled into each part (or shell chunk) that imports them,
    // outside the shared singleton: a relative import of the package's state, API client or toast
    // there would give that part copies of its own. Those come from '@storefront/shared'; a contract
    // file or a file of the module's own folder is imported directly.
    files: [
      'shared/src/ordering.ts',
      'shared/src/map.ts',
      'shared/src/ui/bill/**',
      'shared/src/ui/map/**',
      'shared/src/data/order-quote.ts',
      'shared/src/tracking/**',
      'shared/src/forms/track-order.ts',
      'shared/src/forms.ts',
      'shared/src/forms/**',
    ],
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: SHARED_FACADE_PATHS,
          patterns: [
            {
              regex: '^\\.\\./(?!(\\.\\./)*contract/)',
              message:
                "Outside the shared singleton: import the package's state, client and UI from '@storefront/shared'.",
            },
          ],
        },
      ],
    },
  },
  {
    // Over 400 lines a source file is doing several jobs; tests, seed data, migrations and DB types are long lists by nature.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['**/*.test.*', 'e2e/**', 'api/src/db/seed/**', 'api/src/db/migrations/**', 'api/src/db/schema.ts'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    // The single-bundle build compiles every part into the shell: its remote loader is the one module
    // that imports other parts' source (the exposed modules, as dynamic imports).
    files: ['shell/src/single-bundle/remote-loader.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
