// The edge's configuration: deploy/nginx/nginx.conf.template filled for one run directory.
import { chmodSync, copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes `<runDir>/nginx.conf` (and the njs module beside it) and returns its path. `vars`: host, port, apiServers
 * (["127.0.0.1:4001", …]), webDist, consoleDist, njsModule, workers.
 */
export function writeNginxConfig(root, runDir, vars) {
  for (const dir of ['logs', 'tmp', 'cache', 'njs']) mkdirSync(join(runDir, dir), { recursive: true });
  // nginx's workers run as an unprivileged user when started as root: they pass through the run directory (a
  // mkdtemp one is 0700) to its cache and temp paths, without listing it.
  chmodSync(runDir, 0o711);
  copyFileSync(join(root, 'deploy/nginx/media-token.js'), join(runDir, 'njs/media-token.js'));
  const values = {
    RUN_DIR: runDir,
    NJS_DIR: join(runDir, 'njs'),
    NJS_MODULE: vars.njsModule,
    MIME_TYPES: vars.mimeTypes ?? '/etc/nginx/mime.types',
    WORKERS: String(vars.workers ?? 'auto'),
    HOST: vars.host,
    PORT: String(vars.port),
    WEB_DIST: vars.webDist,
    CONSOLE_DIST: vars.consoleDist,
    CACHE_SIZE: vars.cacheSize ?? '1g',
    BODY_LIMIT: vars.bodyLimit ?? '100m',
    API_SERVERS: vars.apiServers.map((server) => `    server ${server} max_fails=2 fail_timeout=5s;`).join('\n'),
  };
  const template = readFileSync(join(root, 'deploy/nginx/nginx.conf.template'), 'utf8');
  const config = template.replace(/\{\{([A-Z_]+)\}\}/g, (_all, name) => {
    if (!(name in values)) throw new Error(`nginx.conf.template: no value for {{${name}}}`);
    return values[name];
  });
  const file = join(runDir, 'nginx.conf');
  writeFileSync(file, config);
  return file;
}
