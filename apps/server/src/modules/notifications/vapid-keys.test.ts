import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { loadVapidKeys } from './vapid-keys';

const push = { vapidPublicKey: null, vapidPrivateKey: null, vapidSubject: null };
const origins = { public: null, api: null, media: null, key: null, analytics: null };

describe('VAPID keys', () => {
  it('are made once into DATA_DIR and read back alike; web-push signs with them', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vapid-'));
    const first = loadVapidKeys({ push, dataDir, origins });
    expect(first.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(loadVapidKeys({ push, dataDir, origins })).toEqual(first);
    expect(first.subject).toBe('mailto:notifications@localhost');
    const headers = webpush.getVapidHeaders('https://push.example.test', first.subject, first.publicKey, first.privateKey, 'aes128gcm');
    expect(headers.Authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${first.publicKey}$`));
  });

  it('takes the configured pair and subject as they are', () => {
    const pair = webpush.generateVAPIDKeys();
    const keys = loadVapidKeys({ push: { vapidPublicKey: pair.publicKey, vapidPrivateKey: pair.privateKey, vapidSubject: 'mailto:ops@example.test' }, dataDir: '/nonexistent', origins });
    expect(keys).toEqual({ publicKey: pair.publicKey, privateKey: pair.privateKey, subject: 'mailto:ops@example.test' });
  });
});
