import type { AdminIngest, IngestHealth } from '@ott/contracts/live-ingest';
import { vi } from 'vitest';
import { stubFetch } from '../../../test/render';

export const INGEST_PATH = '/api/admin/channels/varsity/events/12/ingest';

export const HEALTH: IngestHealth = {
  width: 1920,
  height: 1080,
  frame_rate: 29.97,
  video_codec: 'H.264',
  audio_codec: 'AAC',
  bitrate_kbps: 5800,
  keyframe_interval: 2,
  speed: 1.42,
  dropped_frames: 3,
  reconnects: 1,
  last_segment_at: '2026-12-05T23:10:00.000Z',
  warnings: [],
  renditions: [
    { name: 'src', width: 1920, height: 1080, transcoded: false, video_kbps: 5800 },
    { name: '720p', width: 1280, height: 720, transcoded: true, video_kbps: 2800 },
  ],
};

export function ingestOf(overrides: Partial<AdminIngest> = {}): AdminIngest {
  return {
    event_id: 12,
    state: 'idle',
    rtmp_url: 'rtmp://live.varsity.test:1935/live',
    stream_key: 'ev12_k3Y9sQp2ZxW8vB4nT6mR1aL0',
    connected: false,
    slate: false,
    started_at: null,
    ended_at: null,
    accepts_from: '2026-12-05T23:00:00.000Z',
    reconnect_seconds: 60,
    dvr_seconds: 7200,
    encoder: { keyframe_seconds: 2, video_codec: 'H.264', audio_codec: 'AAC', max_resolution: '1920×1080', recommended_kbps: { '1080p': 6000, '720p': 3000 } },
    health: null,
    preview_url: null,
    replay: null,
    ...overrides,
  };
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status?: number; body: unknown };

/**
 * The ingest API over `fetch`: GET answers `current()`, and each write answers what `writes[<method> <path suffix>]`
 * gives (an ingest becomes the new current one). Every call is recorded with its parsed body.
 */
export function serveIngest(initial: AdminIngest, writes: Record<string, (body: unknown) => Answer> = {}) {
  const calls: Call[] = [];
  let current = initial;
  const server = stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (method === 'GET' && url.pathname === INGEST_PATH) return { body: { data: current } };
    const write = writes[`${method} ${url.pathname.slice(INGEST_PATH.length)}`];
    if (!write) return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    const answer = write(body);
    if ((answer.status ?? 200) === 200) current = (answer.body as { data: AdminIngest }).data;
    return answer;
  });
  vi.stubGlobal('fetch', server.fetchMock);
  return { calls, writes: () => calls.filter((call) => call.method !== 'GET') };
}
