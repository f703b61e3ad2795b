import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featuresOf = (dir) => (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : []);
const featuresDir = 'apps/web/src/features';
const features = featuresOf(featuresDir);
const consoleFeaturesDir = 'apps/console/src/features';
const consoleFeatures = featuresOf(consoleFeaturesDir);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'data/**', '**/.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    // Without a resolver import-x cannot see where `../../home/routes` points and silently skips it.
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Bulletproof-React boundary: a feature may use shared code but never another feature.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: features.map((name) => ({
            target: `./${featuresDir}/${name}`,
            from: `./${featuresDir}`,
            except: [`./${name}`],
          })),
        },
      ],
    },
  },
  {
    files: ['apps/console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/console/tsconfig.json' })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Console features plug into the shell and never import one another; the viewer app never reaches the console.
      ...(consoleFeatures.length > 0
        ? {
            'import-x/no-restricted-paths': [
              'error',
              {
                zones: consoleFeatures.map((name) => ({
                  target: `./${consoleFeaturesDir}/${name}`,
                  from: `./${consoleFeaturesDir}`,
                  except: [`./${name}`],
                })),
              },
            ],
          }
        : {}),
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/console/src/**', '@ott/console', '@ott/console/**'], message: 'The viewer app never imports the operator console.' }] }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js', 'scripts/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['bench/baseline/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
