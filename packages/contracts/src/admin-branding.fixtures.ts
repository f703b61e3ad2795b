import type { ColorSettings } from './channel';

/** The demo channel's colours (white on orange buttons fall under AA), for the branding tests of every side. */
export const SAMPLE_COLORS: ColorSettings = {
  'header-background': '#0b2545',
  'header-text-color': '#ffffff',
  'body-background': '#f4f6fb',
  'body-text-color': '#141a26',
  'footer-background': '#0a1730',
  'footer-text-color': '#d8deea',
  'primary-color': '#b3401f',
  'primary-text-color': '#ffffff',
  'header-background-transparency': 1,
  'header-text-color-transparency': 1,
  'body-background-transparency': 1,
  'body-text-color-transparency': 1,
  'footer-background-transparency': 1,
  'footer-text-color-transparency': 1,
  'primary-color-transparency': 1,
  'primary-text-color-transparency': 1,
};
