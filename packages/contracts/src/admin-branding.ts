import { z } from 'zod';
import { ChannelSettings, type ColorName, ColorSettings } from './channel';
import { BLACK, type Rgb, TEXT_RATIO, WHITE, composite, contrast, hexToRgb, luminance, mix, rgbToHex } from './contrast';

/**
 * The console's branding of one channel (`/api/admin/channels/{channel_key}/branding`): the spec's colour
 * settings, the logo and the favicon. Colours are checked by the viewer's own `ColorSettings` schema.
 */

/** The text/background pairs the viewer app draws, each text colour named with the background it sits on. */
export const CONTRAST_PAIRS = [
  { foreground: 'header-text-color', background: 'header-background' },
  { foreground: 'body-text-color', background: 'body-background' },
  { foreground: 'footer-text-color', background: 'footer-background' },
  { foreground: 'primary-text-color', background: 'primary-color' },
] as const satisfies ReadonlyArray<{ foreground: ColorName; background: ColorName }>;

const ContrastColorName = z.enum(['header-text-color', 'body-text-color', 'footer-text-color', 'primary-text-color', 'header-background', 'body-background', 'footer-background', 'primary-color']);

export const ContrastWarning = z
  .object({
    foreground: ContrastColorName,
    background: ContrastColorName,
    /** The ratio as seen (translucent colours painted over what is behind them), rounded down to 2 decimals. */
    ratio: z.number(),
    required: z.number(),
    /** The nearest foreground that reaches `required`: the same colour darkened or lightened; opaque when no shade at its transparency can. */
    suggestion: z.object({ color: z.string(), transparency: z.number() }),
    /** Or the nearest background (at its own transparency) the text as it is reads on; null when none can. */
    background_suggestion: z.object({ color: z.string(), transparency: z.number() }).nullable(),
  })
  .meta({ id: 'ContrastWarning' });
export type ContrastWarning = z.infer<typeof ContrastWarning>;

export const FaviconUrls = ChannelSettings.shape.favicon.unwrap().unwrap();
export type FaviconUrls = z.infer<typeof FaviconUrls>;

export const AdminBranding = z
  .object({
    color_settings: ColorSettings,
    /** The header logo (at most 512 px wide) and the same at twice the size, on the media host; null when none is set. */
    logo: z.string().nullable(),
    logo_2x: z.string().nullable(),
    favicon: FaviconUrls.nullable(),
    contrast_warnings: z.array(ContrastWarning),
    /** An event of the channel (the latest started, else the next) whose watch page the console previews; null when it has none. */
    preview_event_id: z.number().int().nullable(),
  })
  .meta({ id: 'AdminBranding' });
export type AdminBranding = z.infer<typeof AdminBranding>;

export const AdminBrandingUpdate = z.object({ color_settings: ColorSettings }).meta({ id: 'AdminBrandingUpdate' });
export type AdminBrandingUpdate = z.infer<typeof AdminBrandingUpdate>;

export const BRANDING_IMAGE_KINDS = ['logo', 'favicon'] as const;
export type BrandingImageKind = (typeof BRANDING_IMAGE_KINDS)[number];
export const BRANDING_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Checked by content, not by name or declared type. */
export const BRANDING_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export const BRANDING_CODES = { unsupportedImage: 'UNSUPPORTED_IMAGE', imageTooLarge: 'IMAGE_TOO_LARGE' } as const;

/** What the console's preview frame receives from the console (window.postMessage), and all it accepts. */
export const BrandingPreviewMessage = z.object({ type: z.literal('ott:branding-preview'), color_settings: ColorSettings });
export type BrandingPreviewMessage = z.infer<typeof BrandingPreviewMessage>;
export const BRANDING_PREVIEW_PARAM = 'preview';

type Colors = Partial<Record<string, string | number>>;

const DEFAULT_BACKDROP: Rgb = WHITE;
const rgbOf = (colors: Colors, name: ColorName): Rgb | undefined => hexToRgb(String(colors[name] ?? ''));
const alphaOf = (colors: Colors, name: ColorName): number => {
  const alpha = colors[`${name}-transparency`];
  return typeof alpha === 'number' && alpha >= 0 && alpha <= 1 ? alpha : 1;
};

/** What a background is painted over: the header, footer and buttons over the body, the body over white. */
function backdropOf(colors: Colors, name: ColorName): Rgb {
  if (name === 'body-background') return DEFAULT_BACKDROP;
  return composite(rgbOf(colors, 'body-background') ?? DEFAULT_BACKDROP, alphaOf(colors, 'body-background'), DEFAULT_BACKDROP);
}

const seenRatio = (color: Rgb, alpha: number, background: Rgb) => contrast(composite(color, alpha, background), background);

/**
 * The least mix of `from` toward `extreme` (black or white) that `passes`, found by bisection (the mix changes
 * luminance monotonically); null when even the extreme does not pass.
 */
function leastMix(from: Rgb, extreme: Rgb, passes: (candidate: Rgb) => boolean): Rgb | null {
  if (passes(from)) return from;
  if (!passes(extreme)) return null;
  let low = 0;
  let high = 1;
  for (let step = 0; step < 20; step += 1) {
    const middle = (low + high) / 2;
    if (passes(mix(from, extreme, middle))) high = middle;
    else low = middle;
  }
  // Rounding to whole channels can land a hair short: step on until it passes.
  let amount = high;
  let result = mix(from, extreme, amount);
  while (!passes(result) && amount < 1) {
    amount = Math.min(1, amount + 0.002);
    result = mix(from, extreme, amount);
  }
  return result;
}

/**
 * The colour nearest `color` (only darkened or lightened, toward black or white, whichever reads better) whose
 * contrast, painted at `alpha` over `background`, reaches `ratio`; null when no shade at that transparency can.
 */
export function nearestCompliantColor(color: Rgb, alpha: number, background: Rgb, ratio: number): Rgb | null {
  const extreme = contrast(BLACK, background) >= contrast(WHITE, background) ? BLACK : WHITE;
  return leastMix(color, extreme, (candidate) => seenRatio(candidate, alpha, background) >= ratio);
}

/**
 * The background nearest `background` (painted at `alpha` over `backdrop`) on which `text` (at `textAlpha`) reaches
 * `ratio`: moved away from the text, darker under light text, lighter under dark text; null when none can.
 */
export function nearestReadableBackground(text: Rgb, textAlpha: number, background: Rgb, alpha: number, backdrop: Rgb, ratio: number): Rgb | null {
  const seen = (candidate: Rgb) => composite(candidate, alpha, backdrop);
  const extreme = luminance(composite(text, textAlpha, seen(background))) > luminance(seen(background)) ? BLACK : WHITE;
  return leastMix(background, extreme, (candidate) => seenRatio(text, textAlpha, seen(candidate)) >= ratio);
}

/**
 * Every text/background pair of the colour settings under WCAG 2.2 AA for body text (4.5:1), as the viewer paints
 * them (translucent colours over what is behind), each with the nearest compliant text colour and, where one
 * exists, the nearest background the text reads on as it is. The console runs it while the operator types, the
 * server with every saved change.
 */
export function contrastWarnings(colors: Partial<ColorSettings> | Colors, required: number = TEXT_RATIO): ContrastWarning[] {
  const settings = colors as Colors;
  const warnings: ContrastWarning[] = [];
  for (const { foreground, background } of CONTRAST_PAIRS) {
    const text = rgbOf(settings, foreground);
    const back = rgbOf(settings, background);
    if (!text || !back) continue;
    const backdrop = backdropOf(settings, background);
    const backAlpha = alphaOf(settings, background);
    const behind = composite(back, backAlpha, backdrop);
    const alpha = alphaOf(settings, foreground);
    const ratio = seenRatio(text, alpha, behind);
    if (ratio >= required) continue;
    const atAlpha = nearestCompliantColor(text, alpha, behind, required);
    // Opaque black or white always reaches 4.5:1 on an opaque colour (the worst case, mid grey, gives 4.58:1).
    const opaque = atAlpha ?? (nearestCompliantColor(text, 1, behind, required) as Rgb);
    const readableBack = nearestReadableBackground(text, alpha, back, backAlpha, backdrop, required);
    warnings.push({
      foreground,
      background,
      ratio: Math.floor(ratio * 100) / 100,
      required,
      suggestion: { color: rgbToHex(opaque), transparency: atAlpha ? alpha : 1 },
      background_suggestion: readableBack ? { color: rgbToHex(readableBack), transparency: backAlpha } : null,
    });
  }
  return warnings;
}
