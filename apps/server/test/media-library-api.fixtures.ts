import { writeFile } from 'node:fs/promises';
import type { Insertable } from 'kysely';
import type { MediaAssetsTable } from '../src/db/media-schema';
import { libraryKey } from '../src/modules/media-library/library-keys';
import type { MasterRendition } from '../src/modules/media-library/library-master';
import type { TestApp } from './helper';

/** The renditions column as the transcoder writes it. */
export const RENDITIONS: MasterRendition[] = [
  { name: '720p', width: 1280, height: 720, bandwidth: 3_200_000, averageBandwidth: 2_800_000, frameRate: 30, codecs: 'avc1.64001f,mp4a.40.2' },
  { name: '360p', width: 640, height: 360, bandwidth: 900_000, averageBandwidth: 800_000, frameRate: 30, codecs: 'avc1.64001e,mp4a.40.2' },
];

export const channelId = async (t: TestApp, key: string): Promise<number> => (await t.db.selectFrom('channels').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;

/** An asset row as the uploads and the transcoder would leave it (ready, 60 s, unless told otherwise). */
export async function insertAsset(t: TestApp, channel: number, values: Partial<Insertable<MediaAssetsTable>> = {}): Promise<number> {
  const at = values.created_at ?? new Date().toISOString();
  const row = await t.db
    .insertInto('media_assets')
    .values({
      channel_id: channel,
      title: 'Match',
      original_filename: 'match.mp4',
      state: 'ready',
      stage: null,
      failure_reason: null,
      size_bytes: 1_000,
      storage_bytes: 0,
      duration: 60,
      width: 1920,
      height: 1080,
      frame_rate: 30,
      has_audio: 1,
      container: 'mov,mp4,m4a,3gp,3g2,mj2',
      poster: null,
      created_by: null,
      created_at: at,
      updated_at: at,
      processed_at: null,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes one file of an asset into the media store. */
export const putFile = (t: TestApp, assetId: number, file: string, data: string | Buffer) => t.app.media.store.publishFile(libraryKey(assetId, file), (path) => writeFile(path, data));

/** A multipart/form-data body with one file and text fields, as a browser sends it. */
export function multipart(file: { name: string; type: string; data: Buffer } | null, fields: Record<string, string> = {}) {
  const boundary = '----ott-media-library-test';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
