import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runFfmpeg } from '../../../lib/ffmpeg/run';
import type { MediaStore } from '../../../lib/media-store/media-store';
import { extrasArgs, ladderArgs } from './demo-args';
import { DEMO_EXTRAS, type DemoAsset, demoKey } from './demo-assets';
import { webpKeyOf, webpOf } from '../picture-webp';
import { captionsVtt } from './demo-captions';
import { captionsFile } from '../media-refs';
import { LADDER } from './ladder';
import { masterPlaylist, measureVariants } from './master-playlist';

export const ASSET_MANIFEST = 'asset.json';

/** What `asset.json` records; an asset counts as generated only once it is written, last. */
export interface AssetManifest {
  fingerprint: string;
  seconds: number;
  generatedAt: string;
}

export interface GenerateAssetJob {
  ffmpeg: string;
  store: MediaStore;
  asset: DemoAsset;
  seconds: number;
  fingerprint: string;
  fontFile: string | null;
  timeoutMs: number;
  signal?: AbortSignal;
}

/** The asset's WebVTT files, beside its playlists (the media host serves them under the same signed path). */
function writeCaptions(dir: string, asset: DemoAsset, seconds: number): void {
  for (const language of asset.captions ?? []) {
    const file = join(dir, captionsFile(language));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, captionsVtt(asset, language, seconds));
  }
}

/**
 * Renders one asset into the store's scratch space and publishes it whole when complete, so the media
 * host never serves half an asset and an interrupted run simply starts that asset again.
 */
export async function generateAsset(job: GenerateAssetJob): Promise<void> {
  await job.store.publishDirectory(demoKey(job.asset.name), async (dir) => {
    for (const rendition of LADDER) mkdirSync(join(dir, rendition.name), { recursive: true });
    const common = { timeoutMs: job.timeoutMs, expectedSeconds: job.seconds, signal: job.signal, niceness: 10 };
    await runFfmpeg(job.ffmpeg, { ...common, args: ladderArgs({ asset: job.asset, seconds: job.seconds, outDir: dir, segmentPrefix: job.fingerprint, fontFile: job.fontFile }) });
    await runFfmpeg(job.ffmpeg, { ...common, args: extrasArgs(dir, job.seconds) });
    writeFileSync(join(dir, webpKeyOf(DEMO_EXTRAS.poster)), await webpOf(join(dir, DEMO_EXTRAS.poster)));
    writeFileSync(join(dir, 'master.m3u8'), masterPlaylist(measureVariants(dir)));
    writeCaptions(dir, job.asset, job.seconds);
    const manifest: AssetManifest = { fingerprint: job.fingerprint, seconds: job.seconds, generatedAt: new Date().toISOString() };
    writeFileSync(join(dir, ASSET_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  });
}
