// Browser journeys and benches use the system's Chromium (Debian packages), never a downloaded build: the journeys
// drive its headless shell (docs/decisions/0091), the benches the full browser a visitor runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';
const INSTALL = 'apt-get update && apt-get install -y chromium chromium-headless-shell';

const missing = () => [CHROMIUM_PATH, CHROMIUM_HEADLESS_SHELL_PATH].filter((path) => !existsSync(path));

export function ensureChromium() {
  if (missing().length === 0) return { ok: true };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('which', ['apt-get']).status === 0;
  if (isRoot && hasApt) {
    console.info(`Chromium is missing (${missing().join(', ')}); installing it: ${INSTALL}`);
    const result = spawnSync('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${INSTALL}`], { stdio: 'inherit' });
    if (result.status === 0 && missing().length === 0) return { ok: true };
  }
  return {
    ok: false,
    message: `Chromium was not found at ${missing().join(' and ')}. Install it with:\n  sudo ${INSTALL}\nor point CHROMIUM_PATH (the browser) and CHROMIUM_HEADLESS_SHELL_PATH (its headless shell) at Chromium binaries.`,
  };
}
