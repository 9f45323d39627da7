// Lint rules, and the layer direction of DESIGN section 6 as import zones:
// domain ← k8s ← components ← plugin; cli uses domain only; dev/ and integration-tests/
// reach the plugin through HTTP and the DOM, never through its source.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const layer = (target, forbidden, message) => ({ target, from: forbidden, message });

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-controller/',
      'dev/console-shell/dist/',
      'dev/console-shell/dist-dev/',
      'dev/sdk-contract/dist/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            layer(
              './src/domain',
              ['./src/k8s', './src/components', './src/plugin', './src/cli', './src/registry', './src/controller'],
              'domain is pure: it depends on nothing above it.',
            ),
            layer(
              './src/k8s',
              ['./src/components', './src/plugin', './src/cli', './src/registry', './src/controller'],
              'k8s depends on domain only.',
            ),
            layer(
              './src/components',
              ['./src/plugin', './src/cli', './src/registry', './src/controller'],
              'components depend on k8s and domain only.',
            ),
            layer(
              './src/registry',
              ['./src/k8s', './src/components', './src/plugin', './src/cli', './src/controller'],
              'the image reader is node code over domain only: no React, no console SDK.',
            ),
            layer(
              './src/controller',
              ['./src/k8s', './src/components', './src/plugin', './src/cli'],
              'the controller uses domain and registry; src/k8s belongs to the console.',
            ),
            layer(
              './src/cli',
              ['./src/k8s', './src/components', './src/plugin'],
              'the command line uses domain and registry only.',
            ),
            layer(
              './src',
              ['./dev', './integration-tests', './bench'],
              'the plugin never depends on the demo or the tests.',
            ),
            layer('./dev', ['./src'], 'dev/ talks to the plugin through HTTP only.'),
            layer(
              './dev',
              ['./integration-tests/fixtures.ts', './integration-tests/support/os-updates-page.ts'],
              'dev/ tools share only the environment with the tests.',
            ),
            layer('./integration-tests', ['./src', './dev'], 'integration tests use HTTP and the DOM only.'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'dev/console-shell/src/**/*.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', process: 'readonly' } },
  },
  {
    // Playwright fixtures take their dependencies as a destructured (possibly empty) object.
    files: ['integration-tests/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // The pure core: no React, no console SDK, no I/O.
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'react/*'], message: 'domain is pure TypeScript: no React.' },
            {
              group: ['@openshift-console/*', '@openshift/*', '@tanstack/*', '@patternfly/*'],
              message: 'domain knows no SDK or UI library.',
            },
            { group: ['node:*', 'fs', 'path', 'http', 'https', 'child_process'], message: 'domain does no I/O.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'domain does no I/O.' },
        { name: 'XMLHttpRequest', message: 'domain does no I/O.' },
      ],
    },
  },
  {
    // The image reader runs in node (CLI, controller): no React, no console SDK, no UI library.
    files: ['src/registry/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'react/*'], message: 'the image reader is not UI code.' },
            {
              group: ['@openshift-console/*', '@openshift/*', '@tanstack/*', '@patternfly/*'],
              message: 'the image reader knows no console SDK or UI library.',
            },
          ],
        },
      ],
    },
  },
  {
    // Components read through k8s queries, never the network directly.
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'components use the k8s layer, no raw fetch.' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@patternfly/react-icons',
              message: 'icons come from src/components/icons.ts (consoles share only their own icons).',
            },
          ],
        },
      ],
    },
  },
);
