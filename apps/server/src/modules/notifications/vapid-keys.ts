import { createECDH } from 'node:crypto';
import type { Config } from '../../config';
import { loadKeptSecret } from '../../lib/kept-secret';

export interface VapidKeys {
  /** Uncompressed P-256 point, base64url: the browser's applicationServerKey. */
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Where the generated private key is kept; the public key is derived from it. */
export const VAPID_KEY_FILE = 'vapid-private.key';

/**
 * The VAPID key pair browsers subscribe with and pushes are signed with: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when
 * set (required with CLUSTER=on), otherwise a private key made on first start and kept in DATA_DIR like the other
 * per-deployment secrets (lib/kept-secret.ts; 32 random bytes are a P-256 private key) — a new pair would orphan
 * every subscription already made.
 */
export function loadVapidKeys(config: Pick<Config, 'push' | 'dataDir' | 'origins'>): VapidKeys {
  const subject = config.push.vapidSubject ?? (config.origins.public?.startsWith('https://') ? config.origins.public : 'mailto:notifications@localhost');
  if (config.push.vapidPublicKey && config.push.vapidPrivateKey) return { publicKey: config.push.vapidPublicKey, privateKey: config.push.vapidPrivateKey, subject };
  const privateKey = loadKeptSecret(null, config.dataDir, VAPID_KEY_FILE);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey, subject };
}
