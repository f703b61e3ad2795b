// Browser journeys use the system's Chromium (Debian package), never a downloaded build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return { ok: true };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('which', ['apt-get']).status === 0;
  if (isRoot && hasApt) {
    console.info(`Chromium is missing; installing it: ${INSTALL}`);
    const result = spawnSync('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${INSTALL}`], { stdio: 'inherit' });
    if (result.status === 0 && existsSync(CHROMIUM_PATH)) return { ok: true };
  }
  return { ok: false, message: `Chromium was not found at ${CHROMIUM_PATH}. Install it with:\n  sudo ${INSTALL}\nor point CHROMIUM_PATH at a Chromium binary.` };
}
