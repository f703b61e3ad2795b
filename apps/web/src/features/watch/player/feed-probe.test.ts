import { describe, expect, it, vi } from 'vitest';
import { liveStreamAnswers } from './feed-probe';

const MASTER = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\n360p/index.m3u8\n';
const LIVE = '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.000000,\ns00001.ts\n';

function fetcher(answers: Record<string, { status: number; body: string } | 'offline'>) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname;
    const answer = answers[path];
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(answer?.body ?? '', { status: answer?.status ?? 404 });
  }) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
}

describe('whether a live feed is on air', () => {
  it('is when the first rendition of its master lists a segment, fetched beside the master', async () => {
    const fetch = fetcher({ '/s/e7/live/master.m3u8': { status: 200, body: MASTER }, '/s/e7/live/360p/index.m3u8': { status: 200, body: LIVE } });
    expect(await liveStreamAnswers('/s/e7/live/master.m3u8', fetch)).toBe(true);
    expect(fetch.mock.calls.map(([url]) => new URL(String(url)).pathname)).toEqual(['/s/e7/live/master.m3u8', '/s/e7/live/360p/index.m3u8']);
  });

  it('is not while the rendition is missing (404) or lists nothing yet, nor when the network fails', async () => {
    expect(await liveStreamAnswers('/m.m3u8', fetcher({ '/m.m3u8': { status: 200, body: MASTER } }))).toBe(false);
    expect(await liveStreamAnswers('/m.m3u8', fetcher({ '/m.m3u8': { status: 200, body: MASTER }, '/360p/index.m3u8': { status: 200, body: '#EXTM3U\n#EXT-X-TARGETDURATION:4\n' } }))).toBe(false);
    expect(await liveStreamAnswers('/m.m3u8', fetcher({ '/m.m3u8': { status: 403, body: '' } }))).toBe(false);
    expect(await liveStreamAnswers('/m.m3u8', fetcher({ '/m.m3u8': 'offline' }))).toBe(false);
  });

  it('is when a media playlist is given directly and lists a segment', async () => {
    expect(await liveStreamAnswers('/360p/index.m3u8', fetcher({ '/360p/index.m3u8': { status: 200, body: LIVE } }))).toBe(true);
  });
});
