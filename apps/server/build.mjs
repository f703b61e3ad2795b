// Bundles the server (and the contracts package's TypeScript source) into dist/server.js, and the
// job worker into dist/worker.js, the operators' account command into dist/create-account.js, and the channel
// export/import command into dist/channel.js, the console's operator command into dist/create-operator.js, and the
// database backup and restore commands into dist/backup.js and dist/restore.js.
// Every other dependency stays external and is loaded from node_modules at run time.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const bundled = new Set(['@ott/contracts']);
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !bundled.has(name));

await build({
  entryPoints: [join(root, 'src/server.ts'), join(root, 'src/worker.ts'), join(root, 'src/create-account.ts'), join(root, 'src/channel.ts'), join(root, 'src/create-operator.ts'), join(root, 'src/backup.ts'), join(root, 'src/restore.ts')],
  outdir: join(root, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Some external CommonJS packages call require(); give the ESM bundle one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'info',
});
