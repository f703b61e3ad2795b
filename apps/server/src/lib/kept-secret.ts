import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A server secret: the configured value when there is one; otherwise a random one made on first
 * start and kept in `DATA_DIR/<fileName>`, so what it signs or hashes stays valid across restarts.
 * Never logged.
 */
export function loadKeptSecret(configured: string | null, dataDir: string, fileName: string): string {
  if (configured) return configured;
  const file = join(dataDir, fileName);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': when two processes race, the first file wins and the other reads it.
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
