#!/usr/bin/env node
// `npm start`: build whatever is missing or older than its sources, then run the server in this process.
// `npm run worker` (--worker): the same for the server bundle alone, then run the job worker instead.
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuilt } from './ensure-built.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const worker = process.argv.includes('--worker');

ensureBuilt({ serverOnly: worker });

await import(pathToFileURL(join(root, worker ? 'apps/server/dist/worker.js' : 'apps/server/dist/server.js')).href);
