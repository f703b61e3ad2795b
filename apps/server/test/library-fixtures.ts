import { cp, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { runFfmpeg } from '../src/lib/ffmpeg/run';
import { LIBRARY_FILES, libraryKey } from '../src/modules/media-library/library-keys';
import { type MasterRendition, captionsPlaylist, libraryMasterPlaylist } from '../src/modules/media-library/library-master';

/** Seconds of the fixture video: two 2-second segments. */
export const LIBRARY_FIXTURE_SECONDS = 4;

const RENDITION: MasterRendition = { name: '360p', width: 640, height: 360, bandwidth: 400_000, averageBandwidth: 300_000, frameRate: 24, codecs: 'avc1.42c01e,mp4a.40.2' };
const CAPTION = { language: 'en', label: 'English' };
const VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:04.000\nLibrary fixture caption\n';

/** One ladder per test file (ffmpeg runs once), copied into each asset's folder. */
let made: Promise<string> | null = null;

async function makeLadder(ffmpeg: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'library-fixture-'));
  await mkdir(join(dir, RENDITION.name));
  await mkdir(join(dir, 'captions'));
  await mkdir(join(dir, 'posters'));
  const seconds = String(LIBRARY_FIXTURE_SECONDS);
  await runFfmpeg(ffmpeg, {
    args: [
      ['-f', 'lavfi', '-i', `testsrc2=s=640x360:r=24:d=${seconds}`, '-f', 'lavfi', '-i', `sine=frequency=330:sample_rate=48000:d=${seconds}`],
      ['-map', '0:v', '-map', '1:a', '-c:v', 'libx264', '-preset', 'ultrafast', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', '-g', '48', '-keyint_min', '48', '-sc_threshold', '0'],
      ['-c:a', 'aac', '-b:a', '64k', '-ac', '2', '-ar', '48000'],
      ['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments'],
      ['-hls_segment_filename', join(dir, RENDITION.name, 's%05d.ts'), join(dir, RENDITION.name, 'index.m3u8')],
    ].flat(),
    timeoutMs: 60_000,
  });
  await runFfmpeg(ffmpeg, {
    args: [
      ['-i', join(dir, RENDITION.name, 'index.m3u8')],
      ['-filter_complex', '[0:v]split=4[p][t0][a][b];[t0]scale=320:180[t]'],
      ['-map', '[p]', '-frames:v', '1', join(dir, LIBRARY_FILES.poster)],
      ['-map', '[t]', '-frames:v', '1', join(dir, LIBRARY_FILES.thumbnail)],
      ['-map', '[a]', '-an', '-t', '2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', join(dir, LIBRARY_FILES.preview)],
      ['-map', '[b]', '-an', '-t', '2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', join(dir, LIBRARY_FILES.previewAlt)],
    ].flat(),
    timeoutMs: 60_000,
  });
  await cp(join(dir, LIBRARY_FILES.poster), join(dir, LIBRARY_FILES.posterCandidate(0)));
  await writeFile(join(dir, LIBRARY_FILES.captions(CAPTION.language)), VTT);
  await writeFile(join(dir, LIBRARY_FILES.captionsPlaylist(CAPTION.language)), captionsPlaylist(CAPTION.language, LIBRARY_FIXTURE_SECONDS));
  await writeFile(join(dir, LIBRARY_FILES.master), libraryMasterPlaylist([RENDITION], [CAPTION]));
  return dir;
}

export interface LibraryFixtureOptions {
  channelKey?: string;
  title?: string;
  /** false: a processing asset whose first rendition is not out yet (nothing published). */
  playable?: boolean;
  markers?: Array<{ name: string; seconds: number }>;
}

export interface LibraryFixture {
  id: number;
  /** `lib-<id>`. */
  video: string;
  channelId: number;
}

/**
 * A library asset ready to play: a media_assets row (with an English caption and any markers) and
 * a real 4-second 360p HLS ladder, captions, poster, thumbnail and previews in the store under
 * `library/<id>/`; the catalog is refreshed, so playback knows it at once.
 */
export async function createLibraryAsset(app: FastifyInstance, db: Kysely<Database>, options: LibraryFixtureOptions = {}): Promise<LibraryFixture> {
  const { channelKey = 'varsity', title = 'Library fixture', playable = true, markers = [] } = options;
  const channel = await db.selectFrom('channels').select('id').where('key', '=', channelKey).executeTakeFirstOrThrow();
  const at = new Date().toISOString();
  const inserted = await db
    .insertInto('media_assets')
    .values({
      channel_id: channel.id,
      title,
      original_filename: 'fixture.mp4',
      state: playable ? 'ready' : 'processing',
      stage: playable ? null : 'first_rendition',
      progress: playable ? 100 : 10,
      size_bytes: 1000,
      duration: LIBRARY_FIXTURE_SECONDS,
      width: 640,
      height: 360,
      frame_rate: 24,
      has_audio: 1,
      container: 'mov,mp4,m4a,3gp,3g2,mj2',
      renditions: JSON.stringify(playable ? [RENDITION] : []),
      poster: playable ? LIBRARY_FILES.poster : null,
      poster_candidates: playable ? 1 : 0,
      has_preview: playable ? 1 : 0,
      playable: playable ? 1 : 0,
      run: 1,
      created_at: at,
      updated_at: at,
      processed_at: playable ? at : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = inserted.id;
  if (playable) {
    made ??= makeLadder(app.media.findFfmpeg().path);
    const ladder = await made;
    await app.media.store.publishDirectory(libraryKey(id), (dir) => cp(ladder, dir, { recursive: true }));
    // Stamped when written, as the API does: the catalog's periodic read finds rows by that time, and making the
    // ladder may take longer than its look-back on a busy machine.
    const written = new Date().toISOString();
    await db.insertInto('media_captions').values({ asset_id: id, language: CAPTION.language, label: CAPTION.label, created_at: written, updated_at: written }).execute();
  }
  for (const marker of markers) await db.insertInto('media_markers').values({ asset_id: id, name: marker.name, seconds: marker.seconds, created_at: new Date().toISOString() }).execute();
  await app.media.library.refresh();
  return { id, video: `lib-${id}`, channelId: channel.id };
}
