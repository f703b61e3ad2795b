// Builds whatever is missing or older than its sources: `npm start`, `npm run worker` and `npm run cluster` call it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const targets = [
  {
    name: 'web app',
    workspace: '@ott/web',
    // The build's last output: the landing page's renderer, built after the app (apps/web/package.json).
    output: join(root, 'apps/web/dist-first-screen/render.js'),
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/vite.first-screen.config.ts', 'apps/web/public', 'packages/contracts/src', 'packages/client/src'],
  },
  {
    name: 'operator console',
    workspace: '@ott/console',
    output: join(root, 'apps/console/dist/index.html'),
    sources: ['apps/console/src', 'apps/console/index.html', 'apps/console/vite.config.ts', 'packages/contracts/src'],
  },
  {
    name: 'server',
    workspace: '@ott/server',
    output: join(root, 'apps/server/dist/server.js'),
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/contracts/src'],
  },
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Builds each bundle that is missing or older than its sources (all three, or the server's alone); exits when a build fails. */
export function ensureBuilt({ serverOnly = false } = {}) {
  for (const target of serverOnly ? targets.filter((t) => t.workspace === '@ott/server') : targets) {
    const built = existsSync(target.output) ? statSync(target.output).mtimeMs : 0;
    const changed = Math.max(...target.sources.map((s) => newestMtime(join(root, s))));
    if (built >= changed) continue;
    console.info(`Building the ${target.name}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`Building the ${target.name} failed (exit ${result.status}).`);
      process.exit(result.status ?? 1);
    }
  }
}
