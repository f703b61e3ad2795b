// `npm run cluster` and its tests run Debian's nginx with the njs module; installed here when missing, as root.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx';
export const NJS_MODULE_PATH = process.env.NJS_MODULE_PATH || '/usr/lib/nginx/modules/ngx_http_js_module.so';
const INSTALL = 'apt-get install -y nginx-light libnginx-mod-http-js';

const present = () => existsSync(NGINX_PATH) && existsSync(NJS_MODULE_PATH);

/** `{ ok: true, nginx, njsModule }`, or `{ ok: false, message }` naming the exact command to run. */
export function ensureNginx() {
  if (present()) return { ok: true, nginx: NGINX_PATH, njsModule: NJS_MODULE_PATH };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('which', ['apt-get']).status === 0;
  if (isRoot && hasApt) {
    console.info(`nginx or its njs module is missing; installing them: ${INSTALL}`);
    // The package's own service is not wanted (policy-rc.d may be absent): the cluster runs its own nginx.
    const result = spawnSync('sh', ['-c', `apt-get update && DEBIAN_FRONTEND=noninteractive ${INSTALL}`], { stdio: 'inherit' });
    if (result.status === 0 && present()) return { ok: true, nginx: NGINX_PATH, njsModule: NJS_MODULE_PATH };
  }
  return {
    ok: false,
    message: `nginx with its njs module was not found (${NGINX_PATH}, ${NJS_MODULE_PATH}). Install them with:\n  sudo DEBIAN_FRONTEND=noninteractive ${INSTALL}\nor point NGINX_PATH and NJS_MODULE_PATH at them.`,
  };
}
