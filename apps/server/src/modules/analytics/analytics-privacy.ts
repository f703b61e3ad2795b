import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { loadKeptSecret } from '../../lib/kept-secret';

export const ANALYTICS_SECRET_FILE = 'analytics-email.secret';

/**
 * The key of the email hash: ANALYTICS_EMAIL_SECRET when configured; otherwise one kept in DATA_DIR, so one address
 * hashes alike across restarts and the figures can count it once.
 */
export const loadAnalyticsSecret = (configured: string | null, dataDir: string): string => loadKeptSecret(configured, dataDir, ANALYTICS_SECRET_FILE);

/** A keyed hash of an address (case and surrounding spaces ignored): the same viewer, never the address. */
export function emailHasher(secret: string): (email: string) => string {
  return (email) => createHmac('sha256', secret).update(email.trim().toLowerCase()).digest('hex');
}

/** The network, not the host: IPv4 to /24, IPv6 to /48 (an IPv4-mapped IPv6 address as IPv4). */
export function truncateIp(ip: string | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0`;
  if (!isIPv6(address)) return null;
  return `${expandIpv6(address).slice(0, 3).join(':')}::`;
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = 8 - headParts.length - tailParts.length;
  const parts = tail === undefined ? headParts : [...headParts, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailParts];
  return parts.map((part) => part.toLowerCase().replace(/^0+(?=.)/, ''));
}
