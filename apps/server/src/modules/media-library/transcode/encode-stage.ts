import type { FfmpegJob } from '../../../lib/ffmpeg/run';
import type { MediaStore } from '../../../lib/media-store/media-store';
import { libraryKey } from '../library-keys';
import type { MasterRendition } from '../library-master';
import { encodeArgs } from './encode-args';
import { renditionBandwidth } from './published-files';
import { type RenditionPlan, variantCodecs } from './renditions';

export interface EncodeSettings {
  /** The first rendition's niceness: it is what viewers wait for. */
  firstNiceness: number;
  /** The rest of the ladder yields the CPU to the first rendition (and to requests). */
  ladderNiceness: number;
  threads?: number;
}
export const DEFAULT_ENCODE_SETTINGS: EncodeSettings = { firstNiceness: 0, ladderNiceness: 15 };

export interface EncodeStageDeps {
  store: MediaStore;
  ffmpeg: string;
  run: (binary: string, job: FfmpegJob) => Promise<void>;
  settings: EncodeSettings;
}

export interface EncodeRequest {
  assetId: number;
  source: string;
  duration: number | null;
  frameRate: number | null;
  hasAudio: boolean;
  normalizeAudio: boolean;
  first: RenditionPlan;
  rest: RenditionPlan[];
  signal: AbortSignal;
  /** Fractions done of the first rendition and of the rest. */
  onProgress: (first: number, rest: number) => void;
  /** The first rendition is published; resolves before the rest is waited for. */
  onFirst: (rendition: MasterRendition) => Promise<void>;
}

/**
 * Publishes every rendition under `library/<id>/<name>/`: the first rendition and the rest of the
 * ladder are encoded by two processes at once (the rest niced), so the first is out in about a
 * quarter of the time at the cost of one more decode of the source. One process failing stops the
 * other. Resolves with the rest of the ladder's master entries.
 */
export async function encodeRenditions(deps: EncodeStageDeps, request: EncodeRequest): Promise<MasterRendition[]> {
  const siblings = new AbortController();
  const signal = AbortSignal.any([request.signal, siblings.signal]);
  const timeoutMs = Math.max(600_000, (request.duration ?? 3_600) * 20_000);
  let firstDone = 0;
  let restDone = request.rest.length ? 0 : 1;
  const report = () => request.onProgress(firstDone, restDone);

  const entry = async (rendition: RenditionPlan, dir: string): Promise<MasterRendition> => ({
    name: rendition.name,
    width: rendition.width,
    height: rendition.height,
    ...(await renditionBandwidth(dir)),
    frameRate: request.frameRate,
    codecs: variantCodecs(rendition, request.hasAudio),
  });

  const encode = (outputs: { rendition: RenditionPlan; dir: string }[], niceness: number, progress: (fraction: number) => void) =>
    deps.run(deps.ffmpeg, {
      args: encodeArgs({ source: request.source, outputs, hasAudio: request.hasAudio, normalizeAudio: request.normalizeAudio, threads: deps.settings.threads }),
      timeoutMs,
      expectedSeconds: request.duration ?? undefined,
      niceness,
      signal,
      onProgress: ({ fraction }) => {
        if (fraction === null) return;
        progress(fraction);
        report();
      },
    });

  /** Publishes each rendition's directory once the one process writing them all has finished. */
  async function publishAll(renditions: RenditionPlan[], niceness: number, progress: (fraction: number) => void): Promise<MasterRendition[]> {
    const entries: MasterRendition[] = [];
    const nest = async (index: number, dirs: { rendition: RenditionPlan; dir: string }[]): Promise<void> => {
      if (index === renditions.length) {
        await encode(dirs, niceness, progress);
        for (const output of dirs) entries.push(await entry(output.rendition, output.dir));
        return;
      }
      const rendition = renditions[index]!;
      await deps.store.publishDirectory(libraryKey(request.assetId, rendition.name), (dir) => nest(index + 1, [...dirs, { rendition, dir }]));
    };
    await nest(0, []);
    return entries;
  }

  const first = publishAll([request.first], deps.settings.firstNiceness, (fraction) => (firstDone = fraction)).then(([rendition]) => request.onFirst(rendition!));
  const rest = request.rest.length ? publishAll(request.rest, deps.settings.ladderNiceness, (fraction) => (restDone = fraction)) : Promise.resolve([]);
  // The error that came first is the cause; the other process then only reports being stopped.
  let cause: { error: unknown } | null = null;
  const stopSiblings = (error: unknown): never => {
    cause ??= { error };
    siblings.abort();
    throw error;
  };
  const [, ladder] = await Promise.allSettled([first.catch(stopSiblings), rest.catch(stopSiblings)]);
  if (cause) throw (cause as { error: unknown }).error;
  return (ladder as PromiseFulfilledResult<MasterRendition[]>).value;
}
