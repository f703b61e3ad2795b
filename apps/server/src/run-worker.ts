import { buildApp } from './app';
import type { Config } from './config';
import { prepareDatabase } from './db/prepare';
import { closeOnSignals } from './lib/process-lifecycle';

const every = (ms: number) => (ms % 3_600_000 === 0 ? `${ms / 3_600_000} h` : ms % 60_000 === 0 ? `${ms / 60_000} min` : `${ms / 1000} s`);

/**
 * The worker role (`npm run worker`, or ROLE=worker): runs the background jobs and the chores without serving HTTP.
 * Several workers may run at once: the database queue leases each job to one of them, BullMQ does the same on Redis,
 * and each chore's period is claimed by one instance (docs/decisions/0069-chores-once-per-cluster.md).
 */
export async function runWorker(config: Config): Promise<void> {
  const app = await buildApp(config);
  await prepareDatabase(app.database, app.log, { demoAccounts: config.demoAccounts });
  await app.ready();
  const tasks = await app.startBackgroundTasks();
  const lines = [
    '',
    `  Job worker running (${app.queue.backend} queue, ${app.database.dialect === 'sqlite' ? `SQLite in ${config.dataDir}` : 'PostgreSQL'})`,
    `  Jobs: ${tasks.jobs.join(', ')}`,
    `  Chores (each once per cluster): ${tasks.chores.map((chore) => `${chore.name} (every ${every(chore.everyMs)})`).join(', ')}`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  closeOnSignals(app, 'running jobs');
}
