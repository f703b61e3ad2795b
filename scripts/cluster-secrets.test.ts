import { createECDH } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SHARED_SECRETS, sharedSecrets } from './cluster/secrets.mjs';

describe('the cluster’s shared secrets', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const runDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'ott-cluster-secrets-'));
    dirs.push(dir);
    return dir;
  };

  it('are made once into the run directory, readable by its owner only, and the same on every start', () => {
    const dir = runDir();
    const first = sharedSecrets(dir, {});
    expect(Object.keys(first)).toEqual(['MEDIA_TOKEN_SECRET', 'ANALYTICS_EMAIL_SECRET', 'STREAM_KEY_SECRET', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY']);
    for (const name of SHARED_SECRETS) expect(first[name]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(Object.values(first)).size).toBe(5);
    // A P-256 pair: the public key is the private key's point.
    expect(first.VAPID_PRIVATE_KEY).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(first.VAPID_PRIVATE_KEY!, 'base64url'));
    expect(first.VAPID_PUBLIC_KEY).toBe(ecdh.getPublicKey().toString('base64url'));
    expect(statSync(join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(sharedSecrets(dir, {})).toEqual(first);
  });

  it('take the environment’s value when it gives one', () => {
    const given = 'a-secret-given-by-the-operator-0123456789';
    const secrets = sharedSecrets(runDir(), { MEDIA_TOKEN_SECRET: given });
    expect(secrets.MEDIA_TOKEN_SECRET).toBe(given);
    expect(secrets.ANALYTICS_EMAIL_SECRET).not.toBe(given);
  });
});
