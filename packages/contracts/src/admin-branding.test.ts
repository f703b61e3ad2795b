import { describe, expect, it } from 'vitest';
import { contrastWarnings, nearestCompliantColor } from './admin-branding';
import { composite, contrast, hexToRgb, luminance, type Rgb } from './contrast';
import { SAMPLE_COLORS } from './admin-branding.fixtures';

const READABLE = SAMPLE_COLORS;

const rgb = (hex: string) => hexToRgb(hex) as Rgb;

describe('contrastWarnings', () => {
  it('says nothing when every pair reads at 4.5:1', () => {
    expect(contrastWarnings(READABLE)).toEqual([]);
  });

  it('names the pair under AA, its ratio, and a nearest colour that passes the same check', () => {
    const colors = { ...READABLE, 'primary-color': '#e4572e' };
    const warnings = contrastWarnings(colors);
    expect(warnings).toHaveLength(1);
    const [warning] = warnings;
    expect(warning).toMatchObject({ foreground: 'primary-text-color', background: 'primary-color', ratio: 3.68, required: 4.5 });
    // Applying the suggestion clears the warning.
    expect(contrastWarnings({ ...colors, 'primary-text-color': warning!.suggestion.color })).toEqual([]);
    // So does the other offer: the button darkened just enough behind the white text (ADR 0042's #ca4d29, give or take rounding).
    const darker = warning!.background_suggestion!.color;
    expect(contrastWarnings({ ...colors, 'primary-color': darker })).toEqual([]);
    expect(contrast(rgb(darker), rgb('#ffffff'))).toBeLessThan(4.6);
    expect(luminance(rgb(darker))).toBeLessThan(luminance(rgb('#e4572e')));
  });

  it('judges a translucent header as seen over the body, and translucent text as seen over its background', () => {
    // Opaque, white on dark navy reads; at 10 % the navy barely tints the light body, and white text vanishes.
    const colors = { ...READABLE, 'header-background-transparency': 0.1 };
    const [warning] = contrastWarnings(colors);
    expect(warning).toMatchObject({ foreground: 'header-text-color', background: 'header-background' });
    const seenHeader = composite(rgb('#0b2545'), 0.1, rgb('#f4f6fb'));
    expect(warning!.ratio).toBeCloseTo(Math.floor(contrast(rgb('#ffffff'), seenHeader) * 100) / 100, 2);
    expect(contrastWarnings({ ...colors, 'header-text-color': warning!.suggestion.color })).toEqual([]);
    // No background at 10 % can carry white text over a light body: no background offer.
    expect(warning!.background_suggestion).toBeNull();
    // At 90 %, a darker header can: the offer keeps the transparency.
    const mid = { ...READABLE, 'header-background': '#8a9bb0', 'header-background-transparency': 0.9 };
    const [midWarning] = contrastWarnings(mid);
    expect(midWarning!.background_suggestion!.transparency).toBe(0.9);
    expect(contrastWarnings({ ...mid, 'header-background': midWarning!.background_suggestion!.color })).toEqual([]);

    const faintText = contrastWarnings({ ...READABLE, 'body-text-color-transparency': 0.3 });
    expect(faintText.map((w) => w.foreground)).toEqual(['body-text-color']);
  });

  it('offers an opaque colour when no shade at the chosen transparency can reach the ratio', () => {
    const [warning] = contrastWarnings({ ...READABLE, 'footer-text-color-transparency': 0.05 });
    expect(warning!.suggestion.transparency).toBe(1);
    expect(contrastWarnings({ ...READABLE, 'footer-text-color': warning!.suggestion.color, 'footer-text-color-transparency': 1 })).toEqual([]);
  });

  it('lists every failing pair', () => {
    const grey = { ...READABLE, 'header-text-color': '#0b2545', 'body-text-color': '#f4f6fb', 'footer-text-color': '#0a1730', 'primary-text-color': '#b3401f' };
    expect(contrastWarnings(grey).map((w) => `${w.foreground}/${w.background}`)).toEqual([
      'header-text-color/header-background',
      'body-text-color/body-background',
      'footer-text-color/footer-background',
      'primary-text-color/primary-color',
    ]);
  });
});

describe('nearestCompliantColor', () => {
  it('keeps a colour that already passes and moves a failing one the least it must', () => {
    expect(nearestCompliantColor(rgb('#000000'), 1, rgb('#ffffff'), 4.5)).toEqual(rgb('#000000'));
    const moved = nearestCompliantColor(rgb('#999999'), 1, rgb('#ffffff'), 4.5) as Rgb;
    expect(contrast(moved, rgb('#ffffff'))).toBeGreaterThanOrEqual(4.5);
    // One step lighter would fail: it is the nearest.
    const lighter = moved.map((c) => c + 1) as unknown as Rgb;
    expect(contrast(lighter, rgb('#ffffff'))).toBeLessThan(4.5);
  });

  it('answers null when even black or white at that transparency cannot reach it', () => {
    expect(nearestCompliantColor(rgb('#777777'), 0.1, rgb('#ffffff'), 4.5)).toBeNull();
  });
});
