// The secrets every process of the cluster must share, generated once into the run directory.
import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** MEDIA_TOKEN_SECRET also goes to the edge (njs checks tokens there); the others to every Node process. */
export const SHARED_SECRETS = ['MEDIA_TOKEN_SECRET', 'ANALYTICS_EMAIL_SECRET', 'STREAM_KEY_SECRET'];

/** The web push key pair (VAPID, P-256, base64url) every instance signs with: browsers subscribe to one. */
export const VAPID_KEYS = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'];

/** The environment's value wins; otherwise the one kept in `<runDir>/secrets.json` (0600), made on first use. */
export function sharedSecrets(runDir, env = process.env) {
  const file = join(runDir, 'secrets.json');
  const kept = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  let changed = false;
  for (const name of SHARED_SECRETS) {
    if (kept[name]) continue;
    kept[name] = randomBytes(32).toString('base64url');
    changed = true;
  }
  if (!kept.VAPID_PRIVATE_KEY || !kept.VAPID_PUBLIC_KEY) {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const key = ecdh.getPrivateKey();
    kept.VAPID_PRIVATE_KEY = Buffer.concat([Buffer.alloc(32 - key.length), key]).toString('base64url');
    kept.VAPID_PUBLIC_KEY = ecdh.getPublicKey().toString('base64url');
    changed = true;
  }
  if (changed) writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
  // The pair goes together: the environment's only when it gives both.
  const vapid = env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? env : kept;
  return { ...Object.fromEntries(SHARED_SECRETS.map((name) => [name, env[name] || kept[name]])), ...Object.fromEntries(VAPID_KEYS.map((name) => [name, vapid[name]])) };
}
