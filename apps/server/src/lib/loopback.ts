import { isIP } from 'node:net';

/**
 * Whether a client address is this machine: 127.0.0.0/8, ::1, or either written as IPv4-mapped
 * IPv6. Callers pass Fastify's `request.ip`, which is the socket's address unless TRUST_PROXY
 * names the proxies whose X-Forwarded-For may say otherwise, so a client cannot claim it alone.
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const text = address.toLowerCase();
  const v4 = text.startsWith('::ffff:') ? text.slice('::ffff:'.length) : text;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return isIP(text) === 6 && /^(0{0,4}:){2,7}0{0,3}1$|^::1$/.test(text);
}
