import { Event } from '@ott/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../src/db/create-database';
import type { Database } from '../src/db/schema';
import { demoAssetFor } from '../src/modules/media/demo/demo-assets';
import { getApiKey } from './factories';
import { type TestAppOptions, createTestApp } from './helper';

export const COUNTRY_HEADER = 'x-test-country';

/** A test app whose demo videos are 4 seconds long (two segments), made on demand by `withDemoVideo`. */
export function createMediaTestApp(dialect: DialectName, options: TestAppOptions = {}) {
  return createTestApp(dialect, { ...options, env: { MEDIA_DEMO_SECONDS: '4', GEO_HEADER: COUNTRY_HEADER, ...options.env } });
}

type Kind = 2 | 3;

/** The first varsity event with media of `kind` whose pricing is `pricing`. */
export async function findEvent(db: Kysely<Database>, kind: Kind, pricing: string, channelKey = 'varsity'): Promise<number> {
  const row = await db
    .selectFrom('events as e')
    .innerJoin('channels as c', 'c.id', 'e.channel_id')
    .innerJoin('event_media as m', 'm.event_id', 'e.id')
    .select('e.id')
    .where('c.key', '=', channelKey)
    .where('m.kind', '=', kind)
    .where('e.pricing_type', '=', pricing)
    .where('e.id', 'not in', db.selectFrom('geo_rules').select('event_id').where('event_id', 'is not', null).$castTo<number>())
    .orderBy('e.id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Generates the demo video an event plays (once per app). */
export async function withDemoVideo(app: FastifyInstance, eventId: number): Promise<number> {
  await app.media.demo.ensure([demoAssetFor(eventId).name]);
  return eventId;
}

export interface MediaResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
  bytes: Buffer;
}

export async function fetchMedia(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<MediaResponse> {
  const response = await app.inject({ method: 'GET', url, headers });
  // On S3 a download answers with a signed URL of the bucket (docs/decisions/0068-media-on-s3.md): followed as a browser does.
  const location = response.headers.location;
  if (response.statusCode === 307 && typeof location === 'string' && /^https?:/.test(location)) {
    const followed = await fetch(location, { headers });
    const bytes = Buffer.from(await followed.arrayBuffer());
    return { status: followed.status, headers: Object.fromEntries(followed.headers), text: bytes.toString('utf8'), bytes };
  }
  return { status: response.statusCode, headers: response.headers, text: response.body, bytes: response.rawPayload };
}

/** A URI of a playlist resolved against the playlist's own URL, as a player does. */
export function resolveUri(playlistUrl: string, uri: string): string {
  const resolved = new URL(uri, new URL(playlistUrl, 'http://media.test'));
  return `${resolved.pathname}${resolved.search}`;
}

/** The URI lines of a playlist. */
export const urisOf = (playlist: string) => playlist.split('\n').filter((line) => line !== '' && !line.startsWith('#'));

export async function eventFor(app: FastifyInstance, eventId: number, apiKey?: string, headers: Record<string, string> = {}): Promise<Event> {
  const key = apiKey ?? (await getApiKey(app)).api_key;
  const response = await app.inject({ method: 'GET', url: `/api/events/${eventId}`, query: { api_key: key }, headers });
  if (response.statusCode !== 200) throw new Error(`GET /api/events/${eventId}: ${response.statusCode} ${response.body}`);
  return Event.parse(response.json().data);
}

export function mediaOf(event: Event, kind: number) {
  const item = event.media.find((media) => media.kind === kind);
  if (!item) throw new Error(`event ${event.id} has no media of kind ${kind}`);
  return item;
}

export const mediaSequenceOf = (playlist: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1]);
