import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

type Manifest = { name?: string; dependencies?: Record<string, string>; peerDependencies?: Record<string, string>; devDependencies?: Record<string, string> };

const REACT = new Set(['react', 'react-dom']);

/** A package's manifest as `from` resolves it, or null when it is not installed (an optional peer). */
function manifestOf(name: string, from: string): { manifest: Manifest; dir: string } | null {
  let entry: string;
  try {
    entry = createRequire(join(from, 'package.json')).resolve(name);
  } catch {
    return null;
  }
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
      if (manifest.name === name) return { manifest, dir };
    } catch {
      // Not the package's root yet.
    }
  }
  return null;
}

/**
 * The installed packages under `appDir`'s dependencies that are written for React: they name react or react-dom, or
 * such a package, among their dependencies or peers. The web tests run them through the same aliases as the app's
 * code, so that they render with what ships (Preact) rather than load React beside it.
 */
export function reactBoundPackages(appDir: string): string[] {
  const bound = new Map<string, boolean>();
  const visit = (name: string, from: string): boolean => {
    if (REACT.has(name)) return true;
    const known = bound.get(name);
    if (known !== undefined) return known;
    bound.set(name, false); // a cycle is not a tie to React
    const found = manifestOf(name, from);
    if (!found) return false;
    const { manifest, dir } = found;
    const names = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})];
    // Every name is visited (no early stop), so that each React-bound package below is found too.
    const ties = names.map((next) => visit(next, dir));
    const isBound = ties.some(Boolean);
    bound.set(name, isBound);
    return isBound;
  };
  const app = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as Manifest;
  for (const name of Object.keys({ ...app.dependencies, ...app.devDependencies })) visit(name, appDir);
  return [...bound].filter(([name, isBound]) => isBound && !REACT.has(name)).map(([name]) => name).sort();
}
