import { describe, expect, it } from 'vitest';
import { makeBootstrap } from '../test/fixtures';
import { type Rgb, WHITE, contrast, hexToRgb, rgbToHex } from '@ott/contracts/contrast';
import { accessiblePalette, applyTheme, themeVariables } from './theme';

describe('theme', () => {
  it('turns each colour into a custom property with an rgba transparency variant', () => {
    const variables = themeVariables({ 'header-background': '#0b2545', 'header-background-transparency': 0.9, 'primary-color': '#E4572E' });
    expect(variables).toMatchObject({
      '--header-background': '#0b2545',
      '--header-background-a': 'rgba(11, 37, 69, 0.9)',
      '--header-background-rgb': '11, 37, 69',
      '--primary-color': '#E4572E',
      '--primary-color-a': 'rgba(228, 87, 46, 1)',
    });
    expect(Object.keys(variables).some((name) => name.includes('transparency'))).toBe(false);
  });

  it('ignores values that are not colours', () => {
    expect(themeVariables({ 'header-background': 'url(javascript:alert(1))' } as never)).toEqual({});
  });

  it('sets every colour setting on :root', () => {
    applyTheme(makeBootstrap().color_settings);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--header-background')).toBe('#0b2545');
    expect(style.getPropertyValue('--header-background-a')).toBe('rgba(11, 37, 69, 0.9)');
    expect(style.getPropertyValue('--body-background')).toBe('#f4f6fb');
    expect(style.getPropertyValue('--footer-text-color-a')).toBe('rgba(216, 222, 234, 1)');
  });
});

describe('accessible palette', () => {
  // A small seeded generator: the same "random" brands on every run, so a failure can be replayed.
  function randomHexes(seed: number, count: number): string[] {
    let state = seed;
    const next = () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state;
    };
    return Array.from({ length: count }, () => `#${(next() % 0x1000000).toString(16).padStart(6, '0')}`);
  }
  const NAMES = ['header-background', 'header-text-color', 'body-background', 'body-text-color', 'footer-background', 'footer-text-color', 'primary-color', 'primary-text-color'] as const;

  function expectAccessible(palette: ReturnType<typeof accessiblePalette>) {
    const pairs: Array<[string, Rgb, Rgb, number]> = [
      ['header text', palette.headerText, palette.headerBackground, 4.5],
      ['header muted text', palette.headerMuted, palette.headerBackground, 4.5],
      ['header accent', palette.headerAccent, palette.headerBackground, 3],
      ['body text', palette.bodyText, palette.bodyBackground, 4.5],
      ['body text on cards', palette.bodyText, palette.surface, 4.5],
      ['muted text', palette.muted, palette.bodyBackground, 4.5],
      ['muted text on cards', palette.muted, palette.surface, 4.5],
      ['links', palette.link, palette.bodyBackground, 4.5],
      ['links on cards', palette.link, palette.surface, 4.5],
      ['footer text', palette.footerText, palette.footerBackground, 4.5],
      ['footer muted text', palette.footerMuted, palette.footerBackground, 4.5],
      ['button text', palette.primaryText, palette.primary, 4.5],
      ['button text on hover', palette.primaryText, palette.primaryHover, 4.5],
    ];
    for (const [pair, foreground, background, ratio] of pairs) expect(contrast(foreground, background), pair).toBeGreaterThanOrEqual(ratio);
  }

  it('makes white on the varsity orange readable by darkening the button, not by changing its text', () => {
    expect(contrast(WHITE, hexToRgb('#e4572e')!)).toBeLessThan(4.5);
    const palette = accessiblePalette(makeBootstrap().color_settings);
    expectAccessible(palette);
    expect(palette.primaryText).toEqual(WHITE);
    expect(rgbToHex(palette.primary)).not.toBe('#e4572e');
  });

  it('leaves colours that already pass as the operator chose them', () => {
    const palette = accessiblePalette({ 'header-background': '#0b2545', 'header-text-color': '#ffffff', 'body-background': '#ffffff', 'body-text-color': '#111111', 'primary-color': '#1d4ed8', 'primary-text-color': '#ffffff' });
    expect(rgbToHex(palette.headerText)).toBe('#ffffff');
    expect(rgbToHex(palette.bodyText)).toBe('#111111');
    expect(rgbToHex(palette.primary)).toBe('#1d4ed8');
    expect(rgbToHex(palette.link)).toBe('#1d4ed8');
  });

  it('reaches AA for every text and control on 500 random brands, translucent ones included', () => {
    const hexes = randomHexes(20_251_125, NAMES.length * 500);
    for (let brand = 0; brand < 500; brand += 1) {
      const colors: Record<string, string | number> = {};
      NAMES.forEach((name, i) => (colors[name] = hexes[brand * NAMES.length + i]!));
      if (brand % 3 === 0) {
        colors['header-background-transparency'] = 0.85;
        colors['body-text-color-transparency'] = 0.7;
      }
      expectAccessible(accessiblePalette(colors));
    }
  });

  it('holds on the hardest backgrounds: mid greys that black and white barely read on', () => {
    for (const grey of ['#767676', '#777777', '#787878', '#7a7a7a', '#808080', '#959595']) {
      expectAccessible(accessiblePalette({ 'body-background': grey, 'header-background': grey, 'footer-background': grey, 'primary-color': grey, 'primary-text-color': grey, 'body-text-color': grey }));
    }
  });

  it('sets the derived colours on :root', () => {
    applyTheme(makeBootstrap().color_settings);
    const style = document.documentElement.style;
    const primary = hexToRgb(style.getPropertyValue('--primary-color'))!;
    expect(contrast(primary, hexToRgb(style.getPropertyValue('--primary-text-color'))!)).toBeGreaterThanOrEqual(4.5);
    expect(style.getPropertyValue('--link-color')).toMatch(/^#[0-9a-f]{6}$/);
    expect(style.getPropertyValue('--muted')).toMatch(/^#[0-9a-f]{6}$/);
  });
});
