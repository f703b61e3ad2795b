import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { ACTIVE_POLL_MS, IDLE_POLL_LIMIT_MS, IDLE_POLL_MS, ingestPollMs } from './api';
import { clock } from './clock';
import { RENEW_BEFORE_MS, previewUrlToPlay } from './preview-url';

describe('how often the Go live panel reads the ingest again', () => {
  it('follows a stream closely, waits for an encoder for a while, and stops once ended', () => {
    expect(ingestPollMs('receiving', 0)).toBe(ACTIVE_POLL_MS);
    expect(ingestPollMs('live', IDLE_POLL_LIMIT_MS * 10)).toBe(ACTIVE_POLL_MS);
    expect(ingestPollMs('idle', 0)).toBe(IDLE_POLL_MS);
    expect(ingestPollMs('idle', IDLE_POLL_LIMIT_MS - 1)).toBe(IDLE_POLL_MS);
    expect(ingestPollMs('idle', IDLE_POLL_LIMIT_MS)).toBe(false);
    expect(ingestPollMs('ended', 0)).toBe(false);
    expect(ingestPollMs(undefined, 0)).toBe(false);
  });
});

describe('the preview URL the player keeps', () => {
  const EXPIRES = 1_796_000_100;
  const signed = (token: string, expires: number, asset = 'live-12') => `/media/s/${token}/${expires}/e12/live/${asset}/master.m3u8`;
  const early = EXPIRES * 1000 - RENEW_BEFORE_MS - 1;

  it('keeps playing the same stream while its signature is good, and takes the fresh one a minute before it expires', () => {
    expect(previewUrlToPlay(signed('a', EXPIRES), signed('b', EXPIRES + 300), early)).toBe(signed('a', EXPIRES));
    expect(previewUrlToPlay(signed('a', EXPIRES), signed('b', EXPIRES + 300), early + 1)).toBe(signed('b', EXPIRES + 300));
  });

  it('switches at once to another stream, to the first URL, and to none', () => {
    expect(previewUrlToPlay(signed('a', EXPIRES), signed('b', EXPIRES, 'live-13'), early)).toBe(signed('b', EXPIRES, 'live-13'));
    expect(previewUrlToPlay(null, signed('a', EXPIRES), early)).toBe(signed('a', EXPIRES));
    expect(previewUrlToPlay(signed('a', EXPIRES), null, early)).toBeNull();
  });
});

describe('clock', () => {
  it('reads seconds as a player does', () => {
    expect([clock(0), clock(5.9), clock(95), clock(3600), clock(3725)]).toEqual(['0:00', '0:05', '1:35', '1:00:00', '1:02:05']);
  });
});

describe('the Go live strings', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`)) : [prefix.slice(0, -1)];

  it('exist in French for every English one', () => {
    expect(keys(fr.goLive)).toEqual(keys(en.goLive));
    expect(keys(en.goLive)).toContain('warnings.keyframe_interval');
  });
});
