import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Channel } from '../channel/channel.types';
import { accountLink } from './account-links';
import { linkOrigin } from './link-origin';

const channel = { hostnames: ['varsity.example'] } as Channel;
const bare = { hostnames: [] as string[] } as Channel;
const request = (host: string, protocol = 'http') => ({ host, hostname: host.replace(/:\d+$/, ''), protocol }) as FastifyRequest;

describe('linkOrigin', () => {
  it('uses PUBLIC_ORIGIN when set', () => {
    expect(linkOrigin(request('evil.example'), channel, 'https://watch.example')).toBe('https://watch.example');
  });

  it("uses the request's origin for the channel's own hosts and loopback", () => {
    expect(linkOrigin(request('varsity.example', 'https'), channel, null)).toBe('https://varsity.example');
    expect(linkOrigin(request('localhost:18080'), channel, null)).toBe('http://localhost:18080');
    expect(linkOrigin(request('varsity.localhost:8080'), channel, null)).toBe('http://varsity.localhost:8080');
  });

  it('never puts a foreign Host header into a mailed link', () => {
    expect(linkOrigin(request('evil.example'), channel, null)).toBe('https://varsity.example');
    expect(linkOrigin(request('evil.example'), bare, null)).toBe('http://localhost');
  });
});

describe('accountLink', () => {
  const expires = new Date('2026-01-02T00:00:00.000Z');
  it('builds the verification link with email, expires (Unix seconds) and signature', () => {
    expect(accountLink('verify_email', 'http://localhost:8080', 'a+b@example.test', 'tok', expires)).toBe(
      'http://localhost:8080/verify-email?email=a%2Bb%40example.test&expires=1767312000&signature=tok',
    );
  });
  it('builds the reset and deletion links with email and code', () => {
    expect(accountLink('password_reset', 'https://x.example', 'a@b.co', 'tok', expires)).toBe('https://x.example/password-reset?email=a%40b.co&code=tok');
    expect(accountLink('delete_account', 'https://x.example', 'a@b.co', 'tok', expires)).toBe('https://x.example/confirm-account-deletion?email=a%40b.co&code=tok');
  });
});
