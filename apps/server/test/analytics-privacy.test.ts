import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_SECRET_FILE, emailHasher, loadAnalyticsSecret, truncateIp } from '../src/modules/analytics/analytics-privacy';

describe('what analytics keep of a visitor', () => {
  it.each([
    ['198.51.100.200', '198.51.100.0'],
    ['::ffff:198.51.100.200', '198.51.100.0'],
    ['2001:db8:85a3::8a2e:370:7334', '2001:db8:85a3::'],
    ['2001:0db8:0000:0042::1', '2001:db8:0::'],
    ['::1', '0:0:0::'],
    ['not-an-ip', null],
    [undefined, null],
  ])('truncates %s to %s', (ip, expected) => {
    expect(truncateIp(ip)).toBe(expected);
  });

  it('hashes an email with the key: the same address alike, another key differently', () => {
    const hash = emailHasher('k'.repeat(32));
    expect(hash(' Fan@Example.com ')).toBe(hash('fan@example.com'));
    expect(hash('fan@example.com')).not.toBe(emailHasher('j'.repeat(32))('fan@example.com'));
    expect(hash('fan@example.com')).not.toContain('example');
  });

  it('uses the configured key, or makes one once in the data directory and keeps it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ott-analytics-secret-'));
    try {
      expect(loadAnalyticsSecret('c'.repeat(32), dir)).toBe('c'.repeat(32));
      const made = loadAnalyticsSecret(null, dir);
      expect(made.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(join(dir, ANALYTICS_SECRET_FILE), 'utf8')).toBe(made);
      expect(loadAnalyticsSecret(null, dir)).toBe(made);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
