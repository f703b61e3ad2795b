// `npm run bench`: build, then run every budget script; exits non-zero if any budget is missed.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib/server.mjs';

const scripts = ['start-time.mjs', 'events-api.mjs', 'analytics-ingest.mjs', 'load.mjs', 'media-throughput.mjs', 'bundle-size.mjs', 'home-vitals.mjs', 'first-frame.mjs', 'lighthouse.mjs', 'clip-ready.mjs', 'transcode.mjs', 'live-transcode.mjs', 'chat.mjs'];
if (spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
let failed = 0;
for (const script of scripts) {
  console.info(`\n━━ bench/${script}`);
  const result = spawnSync(process.execPath, [join(root, 'bench', script)], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
