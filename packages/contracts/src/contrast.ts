/** WCAG 2.2 colour contrast: relative luminance, contrast ratio, and moving a colour until it reaches a ratio. */
export type Rgb = readonly [number, number, number];

export const BLACK: Rgb = [0, 0, 0];
export const WHITE: Rgb = [255, 255, 255];

/** Body text (WCAG 1.4.3 AA). */
export const TEXT_RATIO = 4.5;
/** Large text and the edges of UI components (WCAG 1.4.3 large text, 1.4.11). */
export const UI_RATIO = 3;

export function hexToRgb(hex: string): Rgb | undefined {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function rgbToHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `from` moved `amount` (0…1) of the way to `to`, rounded to whole channels. */
export function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return from.map((channel, i) => Math.round(channel + (to[i]! - channel) * amount)) as unknown as Rgb;
}

/** A colour painted at `alpha` over an opaque backdrop, as the screen shows it. */
export function composite(color: Rgb, alpha: number, backdrop: Rgb): Rgb {
  return mix(backdrop, color, alpha);
}

const worstContrast = (color: Rgb, backgrounds: readonly Rgb[]) => Math.min(...backgrounds.map((background) => contrast(color, background)));

/**
 * The colour closest to `color` (same hue family: it is only darkened or lightened) that reaches `ratio`
 * against every one of `backgrounds`. Mixing toward black or white changes luminance monotonically, so
 * the least change is found by bisection toward whichever of the two contrasts better with the backgrounds.
 * When even pure black or white cannot reach the ratio (backgrounds on both sides), the better one is returned.
 */
export function ensureContrast(color: Rgb, backgrounds: readonly Rgb[], ratio: number): Rgb {
  if (worstContrast(color, backgrounds) >= ratio) return color;
  const extreme = worstContrast(BLACK, backgrounds) >= worstContrast(WHITE, backgrounds) ? BLACK : WHITE;
  if (worstContrast(extreme, backgrounds) < ratio) return extreme;
  let low = 0;
  let high = 1;
  for (let step = 0; step < 16; step += 1) {
    const middle = (low + high) / 2;
    if (worstContrast(mix(color, extreme, middle), backgrounds) >= ratio) high = middle;
    else low = middle;
  }
  // Rounding to whole channels can land a hair short: step on until the ratio holds.
  let result = mix(color, extreme, high);
  for (let amount = high; worstContrast(result, backgrounds) < ratio && amount < 1; amount = Math.min(1, amount + 0.005)) result = mix(color, extreme, amount);
  return result;
}
