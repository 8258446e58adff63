// Flat config: typescript-eslint (type-aware), React hooks, jsx-a11y, TanStack Query, and the
// import directions of shared/CONVENTIONS.md enforced with eslint-plugin-import. (Not import-x:
// its resolver's platform binaries are missing from our registry, which breaks `npm ci`.)
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import labelInName from './tests/tools/eslint-label-in-name.js';
import checkedNavigation from './tests/tools/eslint-checked-navigation.js';

const features = existsSync('src/features')
  ? readdirSync('src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

// A feature never reaches into another feature: compose them in src/app. `links` is the one
// exception: opening a title's online links (restricted access, statistics) is shared by the
// result list and the title page, and needs the generated calls, which src/lib may not make.
const sharedFeatures = ['links'];
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [
    `./${name}`,
    ...sharedFeatures.filter((shared) => shared !== name).map((shared) => `./${shared}`),
  ],
  message: 'Features do not import each other; compose them in src/app.',
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'build-framework/**',
      '.react-router/**',
      'storybook-static/**',
      'coverage/**',
      'node_modules/**',
      'src/api/generated/**',
      'public/mockServiceWorker.js',
      '.tmp/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      // Our imports are relative and extensionless; the node resolver finds .ts/.tsx with these.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    plugins: { import: importPlugin },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Import cycles are found by `npm run lint:cycles` (dpdm), not by import/no-cycle: the rule
      // was 64 % of ESLint's time on the whole repository (364 s of ~570 s, TIMING=30 on the
      // 2-core machine), dpdm reads the same graph, dynamic imports included, in ~15 s.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './design-system',
              from: ['./src', './mocks'],
              message: 'The design system imports nothing from the app or the mocks.',
            },
            {
              target: ['./src/api', './src/lib', './src/config', './src/stores'],
              from: ['./src/features', './src/app'],
              message: 'Shared code does not depend on features or the app shell.',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'Features do not import the app shell.',
            },
            {
              target: [
                './src/app',
                './src/features',
                './src/api',
                './src/lib',
                './src/config',
                './src/stores',
              ],
              from: './mocks',
              message: 'Only src/main.tsx reaches the mocks, through the env-gated dynamic import.',
            },
            {
              target: './mocks',
              from: ['./src/features', './src/app', './src/lib', './design-system'],
              message: 'Mocks may import only the generated API types.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // UI code imports generated types only; calls go through src/api and features/*/api.
    files: ['src/app/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    ignores: ['src/features/*/api/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/generated/**', '**/api/client', '**/api/http'],
              allowTypeImports: true,
              message: 'Call the API through a feature query factory (features/<domain>/api).',
            },
          ],
        },
      ],
    },
  },
  {
    // React Router's route modules answer a status by throwing `data(…)` (an error response the
    // nearest ErrorBoundary renders), not an Error: its documented way out of a loader.
    files: ['src/app/framework/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/only-throw-error': 'off' },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, local: labelInName },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // An aria-label must contain the visible text it replaces (WCAG 2.5.3), in every language.
      'local/label-in-name': 'error',
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Server HTML is untrusted: one DOMPurify profile, and nothing else imports DOMPurify.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/html/sanitize-html.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'dompurify',
              message:
                'Render server HTML through src/lib/html/sanitize-html.ts (the one profile).',
            },
          ],
        },
      ],
    },
  },
  {
    // Server addresses are untrusted: the browser's navigation (any open on a Window, href,
    // assign or replace on a Location, whatever the variable is called) is reached only through
    // src/lib/urls/, which checks each address with safeUrl first, and DOM address attributes
    // take only the branded SafeUrl / SafeImageSrc. Type-aware: names alone missed `win.open`.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/urls/**'],
    plugins: { navigation: checkedNavigation },
    rules: { 'navigation/checked-navigation': 'error' },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    rules: {
      // Test doubles and fixtures legitimately reach into internals and fire-and-forget promises.
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
