import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SECRET_FILE = 'media-token.secret';

/**
 * MEDIA_TOKEN_SECRET when configured; otherwise a random secret made on first start and kept in
 * DATA_DIR, so signed URLs survive restarts. Never logged.
 */
export function loadMediaSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, SECRET_FILE);
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
