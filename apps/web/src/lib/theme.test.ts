import { describe, expect, it } from 'vitest';
import { makeBootstrap } from '../test/fixtures';
import { applyTheme, themeVariables } from './theme';

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
