import { buildApp } from './app';
import { prepareDatabase } from './db/prepare';
import { closeOnSignals, loadConfigOrExit, runMain } from './lib/process-lifecycle';

/**
 * `npm run worker`: runs the background jobs (JOB_TYPES) and the periodic maintenance without
 * serving HTTP, for deployments whose servers run with JOB_WORKER=external. Several workers may run
 * at once: the database queue leases each job to one of them, and BullMQ does the same on Redis.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await buildApp(config);
  await prepareDatabase(app.database, app.log, { demoAccounts: config.demoAccounts });
  await app.ready();
  await app.startBackgroundTasks();
  process.stdout.write(`\n  Job worker running (${app.queue.backend} queue, ${app.database.dialect === 'sqlite' ? `SQLite in ${config.dataDir}` : 'PostgreSQL'})\n\n`);
  closeOnSignals(app, 'running jobs');
}

runMain(main);
