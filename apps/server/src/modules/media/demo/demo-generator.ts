import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runFfmpeg } from '../../../lib/ffmpeg/run';
import { extrasArgs, ladderArgs } from './demo-args';
import type { DemoAsset } from './demo-assets';
import { captionsFile, captionsVtt } from './demo-captions';
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
  /** Directory holding one directory per asset. */
  root: string;
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
 * Renders one asset into a scratch directory and moves it into place when complete, so the media
 * host never serves half an asset and an interrupted run simply starts that asset again.
 */
export async function generateAsset(job: GenerateAssetJob): Promise<void> {
  const scratch = join(job.root, `.tmp-${job.asset.name}`);
  const final = join(job.root, job.asset.name);
  rmSync(scratch, { recursive: true, force: true });
  for (const rendition of LADDER) mkdirSync(join(scratch, rendition.name), { recursive: true });
  try {
    const common = { timeoutMs: job.timeoutMs, expectedSeconds: job.seconds, signal: job.signal, niceness: 10 };
    await runFfmpeg(job.ffmpeg, { ...common, args: ladderArgs({ asset: job.asset, seconds: job.seconds, outDir: scratch, segmentPrefix: job.fingerprint, fontFile: job.fontFile }) });
    await runFfmpeg(job.ffmpeg, { ...common, args: extrasArgs(scratch, job.seconds) });
    writeFileSync(join(scratch, 'master.m3u8'), masterPlaylist(measureVariants(scratch)));
    writeCaptions(scratch, job.asset, job.seconds);
    const manifest: AssetManifest = { fingerprint: job.fingerprint, seconds: job.seconds, generatedAt: new Date().toISOString() };
    writeFileSync(join(scratch, ASSET_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    rmSync(final, { recursive: true, force: true });
    renameSync(scratch, final);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
