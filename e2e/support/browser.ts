export const E2E_PORT = Number(process.env.E2E_PORT ?? 18_080);
// Journeys drive the headless shell (docs/decisions/0091); the full browser only for what the shell lacks.
export { CHROMIUM_HEADLESS_SHELL_PATH, CHROMIUM_PATH } from '../../scripts/ensure-chromium.mjs';
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
