export const E2E_PORT = Number(process.env.E2E_PORT ?? 18_080);
/**
 * Debian's Chromium headless shell (docs/decisions/0091): the same engine as the browser without its windowing and
 * GPU emulation, which cost the journeys' video pages about a fifth more of the cores they share.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';
/** The full browser, for what the headless shell lacks: it refuses a service worker's notifications. */
export const CHROMIUM_BROWSER_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// Flags for a headless Chromium on a machine with no outside network.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The app's RTMP ingest in journeys: a port of their own beside the app's, never the default 1935. */
export const E2E_RTMP_PORT = Number(process.env.E2E_RTMP_PORT ?? E2E_PORT + 1_000);
