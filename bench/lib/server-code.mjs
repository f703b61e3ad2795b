// The server's own TypeScript for a bench to call directly: `contents` re-exports what it needs from apps/server/src,
// bundled as the server's build does (the contracts' TypeScript inside, every other dependency from node_modules).
// Written under apps/server so that its dependencies resolve as the server's own do: a version the server needs
// that differs from the workspace's (lru-cache 11 beside another package's 5) is in apps/server/node_modules.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { root } from './server.mjs';

export async function bundleServerCode(name, contents) {
  const pkg = JSON.parse(readFileSync(join(root, 'apps/server/package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies ?? {}).filter((dependency) => dependency !== '@ott/contracts');
  const outfile = join(root, `apps/server/node_modules/.cache/ott-bench/${name}.mjs`);
  await build({
    stdin: { contents, resolveDir: join(root, 'apps/server/src'), loader: 'ts', sourcefile: `bench-${name}.ts` },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...external, ...external.map((dependency) => `${dependency}/*`)],
    // Some external CommonJS packages call require(); give the ESM bundle one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'error',
  });
  return import(`${outfile}?${Date.now()}`);
}
