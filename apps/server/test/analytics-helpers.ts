import { randomUUID } from 'node:crypto';
import type { TestApp } from './helper';

/** The seeded varsity channel's 'yare-analytics' setting. */
export const VARSITY_ANALYTICS_KEY = 'vsn-web-2025';

export const newSession = () => randomUUID().replaceAll('-', '');

export const post = (t: TestApp, path: string, payload: unknown, options: { key?: string; remoteAddress?: string; contentType?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/datalake/${path}/${options.key === '' ? '' : `?key=${options.key ?? VARSITY_ANALYTICS_KEY}`}`,
    headers: { 'content-type': options.contentType ?? 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
  });

export const videoEvent = (overrides: Record<string, unknown> = {}) => ({
  session: newSession(),
  video_view_uuid: randomUUID(),
  stream_id: 12,
  stream_type: 'replay',
  event: 'first_frame',
  ...overrides,
});

export async function varsityId(t: TestApp): Promise<number> {
  return (await t.db.selectFrom('channels').select('id').where('key', '=', 'varsity').executeTakeFirstOrThrow()).id;
}
