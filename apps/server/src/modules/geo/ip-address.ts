import { BlockList, isIP } from 'node:net';

/** Addresses that never name a country: loopback, private, link-local, carrier-grade NAT, unique-local, unspecified. */
const local = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  local.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  local.addSubnet(network, prefix, 'ipv6');
}

/** `::ffff:1.2.3.4` → `1.2.3.4`; zone ids and brackets dropped; null when it is not an IP address. */
export function normalizeIp(value: string): string | null {
  let text = value.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  if (mapped?.[1]) text = mapped[1];
  return isIP(text) === 0 ? null : text.toLowerCase();
}

export function isLocalAddress(ip: string): boolean {
  const version = isIP(ip);
  if (version === 0) return true;
  return local.check(ip, version === 4 ? 'ipv4' : 'ipv6');
}
