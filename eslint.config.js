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
  { ignores: ['**/dist/**', '**/dist-first-screen/**', '**/node_modules/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'data/**', '**/.data/**'] },
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
  // One data layer on the server (ADR 0074): Kysely queries are built only in src/db/** and *.repository.ts files;
  // routes, services and helpers call a repository. Tests may query to set up and check rows.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/**', '**/*.repository.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]',
          message: "SQL lives in repositories: move this query into the module's *.repository.ts (or src/db/** for schema and migrations) and call it from here.",
        },
        {
          selector: 'CallExpression[callee.property.name=/^(with|withRecursive)$/]:matches([callee.object.name=/^(db|trx|tx)$/], [callee.object.property.name=/^(db|trx|tx)$/])',
          message: "SQL lives in repositories: move this query into the module's *.repository.ts (or src/db/** for schema and migrations) and call it from here.",
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', importNames: ['sql'], message: "SQL lives in repositories: write raw SQL in the module's *.repository.ts (or src/db/**) and call it from here." }],
        },
      ],
    },
  },
  // The server touches the disk only where files are the job (ADR 0074); media goes through the MediaStore
  // (lib/media-store/publish-data.ts publishes what is in memory). A separate rule name from the SQL block's, so both apply.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'apps/server/src/lib/media-store/**', // the local store and the S3 store's scratch files
      'apps/server/src/db/**', // the SQLite file and its directory
      'apps/server/src/lib/backup/**', // backups and restores of the SQLite file (npm run backup / restore)
      'apps/server/src/lib/kept-secret.ts', // secrets generated once and kept in DATA_DIR
      'apps/server/src/lib/message-scan.ts', // reads the server's own sources for the test that holds every message to a code
      'apps/server/src/lib/ffmpeg/**', // finding the ffmpeg and ffprobe binaries
      'apps/server/src/modules/media/demo/**', // ffmpeg renders the demo videos into a directory
      'apps/server/src/modules/media-library/transcode/**', // ffmpeg's scratch directory while transcoding
      'apps/server/src/modules/media-library/uploads/upload-finish.ts', // the tus store's finished file, moved into the store
      'apps/server/src/modules/clips/clip-render.ts', // ffmpeg's concat list and output directory
      'apps/server/src/modules/live/packager.ts', // ffmpeg's live playlists as it writes them
      'apps/server/src/modules/live/ingest-runs.ts', // ffmpeg's live segments, moved as they are done
      'apps/server/src/modules/live/rtmp/rtmp-server.ts', // the RTMPS key and certificate files
      'apps/server/src/modules/geo/country-lookup.ts', // the GeoIP database file
      'apps/server/src/modules/channel-transfer/channel-transfer.command.ts', // the CLI reads and writes a channel's JSON file
      'apps/server/src/lib/spa.ts', // the built viewer app (dist) it serves
      'apps/server/src/lib/inline-scripts.ts', // the built viewer app's pages, whose inline scripts the CSP names
      'apps/server/src/lib/console.ts', // the built console app (dist) it serves
      'apps/server/src/modules/first-screen/built-landing-page.ts', // the built viewer app's landing page and its renderer, and its player page
      'apps/server/src/modules/clips/share-page.routes.ts', // the built viewer app's index.html the share page starts from
      'apps/server/src/modules/clips/clips.module.ts', // whether that index.html is built
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['fs', 'node:fs', 'fs/promises', 'node:fs/promises'].map((name) => ({
            name,
            message: 'Media goes through the MediaStore (publishData, publishFile, publishDirectory); a file that truly needs the disk joins the allow-list in eslint.config.js with its reason.',
          })),
        },
      ],
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
  // Meanings, not driver errors: only the data layer sees a unique violation; it answers 'exists' (or a typed
  // conflict) and services turn that into their AppError.
  // A rule of its own (not no-restricted-imports) so that it cannot override, or be overridden by, another block's.
  {
    files: ['apps/server/**/*.ts'],
    ignores: ['apps/server/src/db/**', '**/*.repository.ts', '**/*.test.ts', 'apps/server/test/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/server/tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server',
              from: './apps/server/src/db/unique-violation.ts',
              message: 'Only repositories see driver errors: have the repository answer \'exists\' (db/unique-violation unlessExists) and turn that into an AppError here.',
            },
          ],
        },
      ],
    },
  },
);
