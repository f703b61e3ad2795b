import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { FfmpegBinary } from '../../../lib/ffmpeg/locate';
import type { MediaStore } from '../../../lib/media-store/media-store';
import { DEMO_ASSETS, type DemoAsset, demoKey } from './demo-assets';
import { ASSET_MANIFEST, type AssetManifest, generateAsset } from './demo-generator';
import { LADDER } from './ladder';
import { labelFont } from './label-font';

/** Bump when the generated output changes in a way the parameters below do not capture. */
const GENERATOR_VERSION = 2;

export interface DemoMediaOptions {
  /** Assets are kept under `demo/<asset>/`. */
  store: MediaStore;
  /** Length of each video; 0 generates nothing and serves whatever an earlier run left. */
  seconds: number;
  /** Found lazily: a server that never generates never needs ffmpeg. */
  ffmpeg: () => FfmpegBinary;
  log: FastifyBaseLogger;
  assets?: readonly DemoAsset[];
  /** How long an asset found not ready is believed so before the store is asked again. */
  recheckMs?: number;
  now?: () => number;
}

/**
 * Another process (a worker, JOB_WORKER=external) may make the videos: a server asks the store again, at
 * most this often per asset, while one is not ready (docs/decisions/0070).
 */
export const DEMO_RECHECK_MS = 2_000;

/** Changes whenever an asset's output would: it names segment files and marks finished assets. */
export function fingerprintOf(asset: DemoAsset, seconds: number): string {
  return createHash('sha256').update(JSON.stringify({ GENERATOR_VERSION, asset, seconds, LADDER })).digest('hex').slice(0, 10);
}

async function readManifest(store: MediaStore, name: string): Promise<AssetManifest | null> {
  const text = await store.readText(demoKey(name, ASSET_MANIFEST));
  try {
    return text === null ? null : (JSON.parse(text) as AssetManifest);
  } catch {
    return null;
  }
}

/**
 * The demo videos: which are ready to serve, and the job that makes the missing ones. Generation
 * is sequential (ffmpeg already uses every core) and runs below normal priority.
 */
export function createDemoMedia({ store, seconds, ffmpeg, log, assets = DEMO_ASSETS, recheckMs = DEMO_RECHECK_MS, now = () => performance.now() }: DemoMediaOptions) {
  const isCurrent = (asset: DemoAsset, manifest: AssetManifest | null): manifest is AssetManifest => manifest !== null && (seconds === 0 || manifest.fingerprint === fingerprintOf(asset, seconds));
  /** Ready asset → the fingerprint of its files. */
  const ready = new Map<string, string>();
  const byName = new Map(assets.map((asset) => [asset.name, asset]));
  /** Not-ready asset → when the store was last asked about it. */
  const checkedAt = new Map<string, number>();

  async function find(asset: DemoAsset): Promise<void> {
    const manifest = await readManifest(store, asset.name);
    if (isCurrent(asset, manifest)) ready.set(asset.name, manifest.fingerprint);
  }

  /** Asks the store in the background; this answer stays "not ready", a later one sees what it found. */
  function recheck(name: string): void {
    const asset = byName.get(name);
    const at = now();
    if (!asset || at - (checkedAt.get(name) ?? Number.NEGATIVE_INFINITY) < recheckMs) return;
    checkedAt.set(name, at);
    find(asset).catch((error: unknown) => log.warn({ err: error, asset: name }, 'could not read a demo video manifest'));
  }
  let chain: Promise<void> = Promise.resolve();
  const closing = new AbortController();

  async function generateMissing(names: readonly string[] | undefined, signal?: AbortSignal): Promise<void> {
    const missing = assets.filter((asset) => !ready.has(asset.name) && (names === undefined || names.includes(asset.name)));
    if (seconds === 0 || missing.length === 0 || signal?.aborted) return;
    const binary = ffmpeg();
    const fontFile = await labelFont(binary.path);
    const started = performance.now();
    log.info({ videos: missing.length, seconds, ffmpeg: binary.path, ffmpegSource: binary.source, labels: fontFile !== null }, 'generating demo media');
    const failures: string[] = [];
    for (const asset of missing) {
      const assetStarted = performance.now();
      try {
        const fingerprint = fingerprintOf(asset, seconds);
        await generateAsset({ ffmpeg: binary.path, store, asset, seconds, fingerprint, fontFile, timeoutMs: 120_000 + seconds * 5_000, signal });
        ready.set(asset.name, fingerprint);
        log.info({ asset: asset.name, ms: Math.round(performance.now() - assetStarted) }, 'demo video ready');
      } catch (error) {
        failures.push(asset.name);
        if (signal?.aborted) {
          log.info({ asset: asset.name }, 'demo media generation stopped; it resumes on the next start');
          break;
        }
        log.error({ err: error, asset: asset.name }, 'demo video failed');
      }
    }
    if (failures.length > 0) throw new Error(`demo media failed for ${failures.join(', ')}`);
    log.info({ ms: Math.round(performance.now() - started) }, 'demo media ready');
  }

  return {
    /** Finds the assets already in the store (made by an earlier run); call once before serving. */
    async load(): Promise<void> {
      for (const asset of assets) await find(asset);
    },
    /** Whether the asset is ready; while it is not, the store is asked again now and then (another process may make it). */
    isReady(name: string): boolean {
      if (ready.has(name)) return true;
      recheck(name);
      return false;
    },
    /** The fingerprint of a ready asset's files (it changes whenever they do); null while it is not ready. */
    versionOf: (name: string): string | null => ready.get(name) ?? null,
    /** Assets still to generate (none when generation is off). */
    missing: (): string[] => (seconds === 0 ? [] : assets.filter((asset) => !ready.has(asset.name)).map((asset) => asset.name)),
    /** What the missing assets would be made as: names the generation, the same on every instance. */
    missingVersions: (): string[] => (seconds === 0 ? [] : assets.filter((asset) => !ready.has(asset.name)).map((asset) => `${asset.name}@${fingerprintOf(asset, seconds)}`)),
    /** Generates every missing asset (or the named ones); calls queue behind each other. */
    ensure(names?: readonly string[], signal?: AbortSignal): Promise<void> {
      const stop = signal ? AbortSignal.any([signal, closing.signal]) : closing.signal;
      const run = chain.then(() => generateMissing(names, stop));
      chain = run.catch(() => undefined);
      return run;
    },
    /** Kills a generation under way (the server is shutting down); what is missing is made on the next start. */
    close(): void {
      closing.abort();
    },
  };
}
export type DemoMedia = ReturnType<typeof createDemoMedia>;
