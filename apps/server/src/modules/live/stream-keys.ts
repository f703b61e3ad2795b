import { createCipheriv, createDecipheriv, hash, randomBytes } from 'node:crypto';
import { loadKeptSecret } from '../../lib/kept-secret';
import { generateSecretToken, hashSecretToken } from '../../lib/secret-token';

export const STREAM_KEY_SECRET_FILE = 'stream-keys.secret';

/** STREAM_KEY_SECRET when configured (a cluster must: every instance opens what another sealed); otherwise one kept in DATA_DIR. */
export const loadStreamKeySecret = (configured: string | null, dataDir: string): string => loadKeptSecret(configured, dataDir, STREAM_KEY_SECRET_FILE);

/**
 * Stream keys: 256 random bits, found by their SHA-256 when an encoder publishes, and kept sealed
 * (AES-256-GCM under a server secret) so the console can show the key again without the database alone
 * giving it away.
 */
export interface StreamKeys {
  generate(): { key: string; hash: string; sealed: string };
  hashOf(key: string): string;
  open(sealed: string): string;
}

export function createStreamKeys(secret: string): StreamKeys {
  const cipherKey = hash('sha256', `stream-keys:${secret}`, 'buffer');
  return {
    generate() {
      const key = `live_${generateSecretToken()}`;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', cipherKey, iv);
      const body = Buffer.concat([cipher.update(key, 'utf8'), cipher.final()]);
      return { key, hash: hashSecretToken(key), sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url') };
    },
    hashOf: (key) => hashSecretToken(key),
    open(sealed) {
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', cipherKey, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
