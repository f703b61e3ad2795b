import type { ColorSettings } from '@ott/contracts/channel';

const TRANSPARENCY_SUFFIX = '-transparency';

function hexToRgb(hex: string): [number, number, number] | undefined {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * Colour settings → CSS custom properties: `--<name>` holds the colour and `--<name>-a` the same
 * colour at its `<name>-transparency` alpha (opaque when none is given).
 */
export function themeVariables(colors: Partial<ColorSettings> | Record<string, string | number>): Record<string, string> {
  const settings = colors as Record<string, string | number | undefined>;
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(settings)) {
    if (name.endsWith(TRANSPARENCY_SUFFIX) || typeof value !== 'string') continue;
    const rgb = hexToRgb(value);
    if (!rgb) continue;
    const alpha = settings[`${name}${TRANSPARENCY_SUFFIX}`];
    const opacity = typeof alpha === 'number' && alpha >= 0 && alpha <= 1 ? alpha : 1;
    variables[`--${name}`] = value;
    variables[`--${name}-rgb`] = rgb.join(', ');
    variables[`--${name}-a`] = `rgba(${rgb.join(', ')}, ${opacity})`;
  }
  return variables;
}

/** Sets the channel's colours on :root; call before the app's content renders. */
export function applyTheme(colors: Partial<ColorSettings>, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(colors))) root.style.setProperty(name, value);
}
