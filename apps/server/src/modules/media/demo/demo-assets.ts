import type { CaptionLanguageCode } from './demo-captions';

/** One generated demo video: a lavfi test pattern with a tone, labelled on screen when a font is available. */
export interface DemoAsset {
  /** Directory name and the `<asset>` part of media URLs. */
  name: string;
  label: string;
  /** lavfi video source. */
  pattern: 'testsrc2' | 'testsrc' | 'smptehdbars';
  /** Hue rotation in degrees, so two assets of one pattern look different. */
  hue: number;
  toneHz: number;
  /** WebVTT captions written beside its playlists, one file per language. */
  captions?: readonly CaptionLanguageCode[];
}

export const DEMO_ASSETS: readonly DemoAsset[] = [
  { name: 'arena', label: 'Arena', pattern: 'testsrc2', hue: 0, toneHz: 440, captions: ['en', 'fr'] },
  { name: 'bars', label: 'Bars', pattern: 'smptehdbars', hue: 0, toneHz: 523 },
  { name: 'court', label: 'Court', pattern: 'testsrc2', hue: 150, toneHz: 659 },
  { name: 'field', label: 'Field', pattern: 'testsrc', hue: 0, toneHz: 784 },
];

/** The demo video an event or library item of this id plays; stable, so seeds and migrations agree. */
export function demoAssetFor(id: number): DemoAsset {
  return DEMO_ASSETS[id % DEMO_ASSETS.length]!;
}

/** Public pictures and previews each asset has besides its HLS ladder. */
export const DEMO_EXTRAS = {
  poster: 'poster.jpg',
  thumbnail: 'thumbnail.jpg',
  preview: 'preview.mp4',
  previewAlt: 'preview_alt.mp4',
} as const;

export const PUBLIC_DEMO_FILES: ReadonlySet<string> = new Set(Object.values(DEMO_EXTRAS));

/** Where an asset's files live in the media store: `demo/<asset>/<file>`. */
export const demoKey = (asset: string, file = ''): string => `demo/${asset}${file ? `/${file}` : ''}`;
