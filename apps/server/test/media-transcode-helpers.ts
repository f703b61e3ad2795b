import { spawnSync } from 'node:child_process';
import { copyFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { locateFfmpeg } from '../src/lib/ffmpeg/locate';
import { locateFfprobe } from '../src/lib/ffmpeg/probe';
import { enqueueJob } from '../src/lib/queue/job-type';
import { libraryKey } from '../src/modules/media-library/library-keys';
import { MEDIA_TRANSCODE_JOB } from '../src/modules/media-library/transcode/transcode-job';
import { transcodeJobId } from '../src/modules/media-library/transcode/transcoder';

export const ffmpeg = locateFfmpeg(null).path;
export const ffprobe = locateFfprobe(null);

/** A small generated source: a test pattern (and a tone unless silent), low bitrate, quick to make. */
export function makeSource(path: string, { width, height, seconds, audio = true, rotate }: { width: number; height: number; seconds: number; audio?: boolean; rotate?: number }): string {
  const tone = audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-c:a', 'aac', '-b:a', '64k'] : [];
  const args = ['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=30:duration=${seconds}`, ...tone];
  const encoded = spawnSync(ffmpeg, [...args, '-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '600k', '-pix_fmt', 'yuv420p', '-shortest', rotate ? `${path}.tmp.mp4` : path]);
  if (encoded.status !== 0) throw new Error(String(encoded.stderr));
  if (rotate) spawnSync(ffmpeg, ['-v', 'error', '-y', '-i', `${path}.tmp.mp4`, '-c', 'copy', '-metadata:s:v:0', `rotate=${rotate}`, path]);
  return path;
}

export function ffprobeJson<T>(path: string, args: string[]): T {
  const result = spawnSync(ffprobe, ['-v', 'error', '-print_format', 'json', ...args, path], { maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(String(result.stderr));
  return JSON.parse(String(result.stdout)) as T;
}

/**
 * The video of an HLS rendition copied into one MP4, packets and timestamps untouched: the bundled
 * ffprobe cannot read MPEG-TS (it crashes on this build), ffmpeg can.
 */
export function renditionVideo(playlist: string, out: string): string {
  const copied = spawnSync(ffmpeg, ['-v', 'error', '-y', '-i', playlist, '-map', '0:v:0', '-c', 'copy', out]);
  if (copied.status !== 0) throw new Error(String(copied.stderr));
  return out;
}

/** Seconds of every keyframe of a file's video. */
export function keyframeTimes(path: string): number[] {
  const { packets } = ffprobeJson<{ packets: { pts_time: string; flags: string }[] }>(path, ['-select_streams', 'v:0', '-show_entries', 'packet=pts_time,flags']);
  return packets.filter((packet) => packet.flags.startsWith('K')).map((packet) => Math.round(Number(packet.pts_time) * 100) / 100);
}

/** An uploaded asset of the varsity channel with its source in the store, as uploads leave it. */
export async function insertAsset(app: FastifyInstance, db: Kysely<Database>, file: string, fields: { run?: number; state?: string; normalize_audio?: number } = {}): Promise<number> {
  const channel = await db.selectFrom('channels').select('id').where('key', '=', 'varsity').executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const row = await db
    .insertInto('media_assets')
    .values({ channel_id: channel.id, title: 'Upload', original_filename: 'upload.mp4', state: fields.state ?? 'queued', stage: null, failure_reason: null, size_bytes: 1, poster: null, created_by: null, created_at: now, updated_at: now, processed_at: null, duration: null, width: null, height: null, frame_rate: null, has_audio: null, container: null, run: fields.run ?? 1, normalize_audio: fields.normalize_audio ?? 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.media.store.publishFile(libraryKey(row.id, 'source/upload1'), (path) => copyFile(file, path));
  return row.id;
}

export const requestTranscode = (app: FastifyInstance, assetId: number, run = 1) => enqueueJob(app.queue, MEDIA_TRANSCODE_JOB, { asset_id: assetId, run }, { jobId: transcodeJobId(assetId, run) });

export const assetRow = (db: Kysely<Database>, id: number) => db.selectFrom('media_assets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The store's files of an asset, relative to its folder. */
export async function assetFiles(app: FastifyInstance, id: number): Promise<string[]> {
  const prefix = libraryKey(id);
  return (await app.media.store.list(prefix)).map((object) => object.key.slice(prefix.length + 1));
}
