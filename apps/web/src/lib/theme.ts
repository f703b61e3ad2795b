import type { ColorName, ColorSettings } from '@ott/contracts/channel';
import { BLACK, type Rgb, TEXT_RATIO as AA_TEXT, UI_RATIO as AA_UI, WHITE, composite, contrast, ensureContrast, hexToRgb, mix, rgbToHex } from '@ott/contracts/contrast';

const TRANSPARENCY_SUFFIX = '-transparency';
// Aimed a hair above AA, so checkers that convert colours slightly differently never read a derived pair as failing.
const TEXT_RATIO = AA_TEXT + 0.05;
const UI_RATIO = AA_UI + 0.05;

/** The fallbacks of app/styles/base.css, used for any colour a channel leaves out. */
const DEFAULT_COLORS: Record<ColorName, string> = {
  'header-background': '#0b2545',
  'header-text-color': '#ffffff',
  'body-background': '#f4f6fb',
  'body-text-color': '#141a26',
  'footer-background': '#0a1730',
  'footer-text-color': '#d8deea',
  'primary-color': '#e4572e',
  'primary-text-color': '#ffffff',
};

type Settings = Record<string, string | number | undefined>;

/**
 * Colour settings → CSS custom properties: `--<name>` holds the colour and `--<name>-a` the same
 * colour at its `<name>-transparency` alpha (opaque when none is given).
 */
export function themeVariables(colors: Partial<ColorSettings> | Record<string, string | number>): Record<string, string> {
  const settings = colors as Settings;
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(settings)) {
    if (name.endsWith(TRANSPARENCY_SUFFIX) || typeof value !== 'string') continue;
    const rgb = hexToRgb(value);
    if (!rgb) continue;
    Object.assign(variables, colorVariables(name, rgb, alphaOf(settings, name)), { [`--${name}`]: value });
  }
  return variables;
}

function alphaOf(settings: Settings, name: string): number {
  const alpha = settings[`${name}${TRANSPARENCY_SUFFIX}`];
  return typeof alpha === 'number' && alpha >= 0 && alpha <= 1 ? alpha : 1;
}

function colorVariables(name: string, rgb: Rgb, alpha = 1): Record<string, string> {
  return { [`--${name}`]: rgbToHex(rgb), [`--${name}-rgb`]: rgb.join(', '), [`--${name}-a`]: `rgba(${rgb.join(', ')}, ${alpha})` };
}

/** The pairs a theme must keep readable: each foreground with the backgrounds it is drawn on, and the ratio it needs. */
export interface AccessiblePalette {
  headerBackground: Rgb;
  headerText: Rgb;
  headerMuted: Rgb;
  headerAccent: Rgb;
  bodyBackground: Rgb;
  surface: Rgb;
  bodyText: Rgb;
  muted: Rgb;
  link: Rgb;
  footerBackground: Rgb;
  footerText: Rgb;
  footerMuted: Rgb;
  primary: Rgb;
  primaryHover: Rgb;
  primaryText: Rgb;
}

/**
 * Operators pick brand colours without checking contrast, so the colours the app paints text and controls with
 * are derived from theirs: each text colour (and the brand colour where it is used as text, or behind the
 * button text) is darkened or lightened just enough to reach WCAG 2.2 AA against what it sits on (4.5:1 for
 * text, 3:1 for UI indicators). Backgrounds stay the operator's; a translucent header is judged over the body.
 */
export function accessiblePalette(colors: Partial<ColorSettings> | Record<string, string | number>): AccessiblePalette {
  const settings = colors as Settings;
  const color = (name: ColorName) => hexToRgb(String(settings[name] ?? '')) ?? (hexToRgb(DEFAULT_COLORS[name]) as Rgb);
  const seen = (name: ColorName, over: Rgb) => composite(color(name), alphaOf(settings, name), over);

  const bodyBackground = color('body-background');
  const headerBackground = seen('header-background', bodyBackground);
  const footerBackground = seen('footer-background', bodyBackground);
  const surface = surfaceFor(bodyBackground);
  const onBody = [bodyBackground, surface];

  const headerText = ensureContrast(seen('header-text-color', headerBackground), [headerBackground], TEXT_RATIO);
  const bodyText = ensureContrast(seen('body-text-color', bodyBackground), onBody, TEXT_RATIO);
  const footerText = ensureContrast(seen('footer-text-color', footerBackground), [footerBackground], TEXT_RATIO);

  const brand = color('primary-color');
  const primaryText = color('primary-text-color');
  // Button text keeps the operator's colour; the button's fill moves away from it instead.
  const awayFromText = contrast(BLACK, primaryText) > contrast(WHITE, primaryText) ? BLACK : WHITE;
  const primary = ensureContrast(brand, [primaryText], TEXT_RATIO);

  return {
    headerBackground,
    headerText,
    headerMuted: ensureContrast(mix(headerText, headerBackground, 0.2), [headerBackground], TEXT_RATIO),
    headerAccent: ensureContrast(brand, [headerBackground], UI_RATIO),
    bodyBackground,
    surface,
    bodyText,
    muted: ensureContrast(mix(bodyText, bodyBackground, 0.3), onBody, TEXT_RATIO),
    link: ensureContrast(brand, onBody, TEXT_RATIO),
    footerBackground,
    footerText,
    footerMuted: ensureContrast(mix(footerText, footerBackground, 0.3), [footerBackground], TEXT_RATIO),
    primary,
    primaryHover: mix(primary, awayFromText, 0.14),
    primaryText,
  };
}

/**
 * Cards sit on the body: white on a light body, a shade lighter than a dark one. The shade is kept only while white
 * text still reads on it, so one text colour can always reach 4.5:1 on both the body and its cards.
 */
function surfaceFor(bodyBackground: Rgb): Rgb {
  if (contrast(bodyBackground, BLACK) >= contrast(bodyBackground, WHITE)) return WHITE;
  const lifted = mix(bodyBackground, WHITE, 0.06);
  return contrast(lifted, WHITE) >= TEXT_RATIO ? lifted : bodyBackground;
}

/** The palette as the custom properties the stylesheets read (see app/styles/base.css). */
export function accessibleVariables(palette: AccessiblePalette): Record<string, string> {
  const hex = (rgb: Rgb) => rgbToHex(rgb);
  return {
    ...colorVariables('header-text-color', palette.headerText),
    ...colorVariables('body-text-color', palette.bodyText),
    ...colorVariables('footer-text-color', palette.footerText),
    ...colorVariables('primary-color', palette.primary),
    ...colorVariables('primary-text-color', palette.primaryText),
    ...colorVariables('link-color', palette.link),
    '--header-muted': hex(palette.headerMuted),
    '--header-accent': hex(palette.headerAccent),
    '--surface': hex(palette.surface),
    '--muted': hex(palette.muted),
    '--footer-muted': hex(palette.footerMuted),
    '--primary-hover': hex(palette.primaryHover),
  };
}

/** Sets the channel's colours on :root, text and control colours made accessible; call before the app's content renders. */
export function applyTheme(colors: Partial<ColorSettings>, root: HTMLElement = document.documentElement): void {
  const variables = { ...themeVariables(colors), ...accessibleVariables(accessiblePalette(colors)) };
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
}
