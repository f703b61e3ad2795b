import { describe, expect, it } from 'vitest';
import edge from '../deploy/nginx/media-token.js';
import { EXPIRY_STEP_SECONDS, checkMediaToken, expiryFor, signMediaToken } from '../apps/server/src/lib/media-token';

// The njs check at the edge must answer exactly as the server's checkMediaToken: same vectors, same verdicts.
const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const NOW = Date.parse('2025-11-22T12:00:00Z');
const expires = expiryFor(NOW, 3600);
const token = signMediaToken(SECRET, expires, 'e42/vod/arena');

describe('the edge media token check (deploy/nginx/media-token.js)', () => {
  it('gives the server’s verdict on every vector of its own test', () => {
    const flipped = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = `${token.slice(0, 42)}${alphabet[alphabet.indexOf(token.at(-1)!) ^ 1]}`;
    const vectors: [string, string, string, string, number][] = [
      [SECRET, token, String(expires), 'e42/vod/arena', NOW],
      [SECRET, token, String(expires), 'e42/vod/arena', expires * 1000],
      [SECRET, token, String(expires), 'e42/vod/arena', expires * 1000 + 1],
      [SECRET, token, String(expires), 'e43/vod/arena', NOW],
      [SECRET, token, String(expires), 'e42/vod/bars', NOW],
      [SECRET, token, String(expires + EXPIRY_STEP_SECONDS), 'e42/vod/arena', NOW],
      [`${SECRET}x`, token, String(expires), 'e42/vod/arena', NOW],
      [SECRET, flipped, String(expires), 'e42/vod/arena', NOW],
      [SECRET, token.slice(1), String(expires), 'e42/vod/arena', NOW],
      [SECRET, `${token.slice(0, 42)}+`, String(expires), 'e42/vod/arena', NOW],
      [SECRET, '', String(expires), 'e42/vod/arena', NOW],
      [SECRET, respelled, String(expires), 'e42/vod/arena', NOW],
      ...[`0${expires}`, `+${expires}`, `${expires}.0`, ` ${expires}`, `${expires} `, '', '0'].map(
        (spelling): [string, string, string, string, number] => [SECRET, token, spelling, 'e42/vod/arena', NOW],
      ),
    ];
    const verdicts = vectors.map((vector) => edge.checkToken(...vector));
    expect(verdicts).toEqual(vectors.map((vector) => checkMediaToken(...vector)));
    expect(verdicts.slice(0, 3)).toEqual(['ok', 'ok', 'expired']);
    expect(verdicts.slice(3).every((verdict) => verdict === 'invalid')).toBe(true);
  });

  it('reads the resource from the path as the signed routes do', () => {
    const path = (t: string, rest: string) => `/media/s/${t}/${expires}/${rest}`;
    expect(edge.checkPath(SECRET, path(token, 'e42/vod/arena/master.m3u8'), NOW)).toBe('ok');
    expect(edge.checkPath(SECRET, path(token, 'e42/vod/arena/720p/seg_00001.ts'), NOW)).toBe('ok');
    expect(edge.checkPath(SECRET, path(token, 'e42/vod/arena/master.m3u8'), expires * 1000 + 1)).toBe('expired');
    expect(edge.checkPath(SECRET, path(token, 'e42/live/arena/master.m3u8'), NOW)).toBe('invalid');
    expect(edge.checkPath(SECRET, path(token, 'e42/vod/arena'), NOW)).toBe('invalid');
    expect(edge.checkPath(SECRET, `/media/s/${token}/${expires}`, NOW)).toBe('invalid');
    expect(edge.checkPath('', path(token, 'e42/vod/arena/master.m3u8'), NOW)).toBe('invalid');
    const download = signMediaToken(SECRET, expires, 'e42/download/arena');
    expect(edge.checkPath(SECRET, path(download, 'e42/download/arena/final-42.mp4'), NOW)).toBe('ok');
  });

  it('opens a clip’s MP4 only with its own token, not with the clip’s playback token', () => {
    const playback = signMediaToken(SECRET, expires, 'c7/clip/arena');
    const mp4 = signMediaToken(SECRET, expires, 'c7/clip/arena/download');
    const at = (t: string, rest: string) => `/media/s/${t}/${expires}/c7/clip/arena/${rest}`;
    expect(edge.checkPath(SECRET, at(playback, '360p/index.m3u8'), NOW)).toBe('ok');
    expect(edge.checkPath(SECRET, at(playback, 'download/goal.mp4'), NOW)).toBe('invalid');
    expect(edge.checkPath(SECRET, at(mp4, 'download/goal.mp4'), NOW)).toBe('ok');
    expect(edge.checkPath(SECRET, at(mp4, '360p/index.m3u8'), NOW)).toBe('invalid');
  });
});
