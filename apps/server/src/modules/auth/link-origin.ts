import type { FastifyRequest } from 'fastify';
import type { Channel } from '../channel/channel.types';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin that links in mails point at: PUBLIC_ORIGIN when set, else the origin the request was
 * made to — but only for a host the channel owns or a loopback host. Any client can send any Host
 * header, and a reset link on the sender's host would hand them the token ("reset poisoning").
 */
export function linkOrigin(request: FastifyRequest, channel: Channel, publicOrigin: string | null): string {
  if (publicOrigin) return publicOrigin;
  const hostname = request.hostname.toLowerCase();
  const trusted = LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost') || channel.hostnames.includes(hostname);
  if (trusted) return `${request.protocol}://${request.host}`;
  const [own] = channel.hostnames;
  return own ? `https://${own}` : 'http://localhost';
}
