import { buildApp } from './app';
import { prepareDatabase } from './db/prepare';
import { demoOperatorLines } from './db/seed/demo-operators';
import { demoAccountLines } from './db/seed/demo-users';
import { mailDestination } from './lib/mail/mail-destination';
import { closeOnSignals, loadConfigOrExit, runMain } from './lib/process-lifecycle';
import { runWorker } from './run-worker';
import { createChannelRepository } from './modules/channel/channel.repository';
import { checkDefaultChannel } from './modules/key-host/default-channel';
import { consoleCookieNotice } from './modules/operators/console-session';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (config.role === 'worker') return runWorker(config);
  const app = await buildApp(config);
  await prepareDatabase(app.database, app.log, { demoAccounts: config.demoAccounts });
  await checkDefaultChannel(app.database.db, config.defaultChannelKey);
  // With ROLE=api, worker processes (`npm run worker` or ROLE=worker) run the jobs and chores instead.
  if (config.role === 'all') await app.startBackgroundTasks();
  await app.listen({ port: config.port, host: config.host });
  const ingest = config.live.rtmpPort > 0 ? await app.live.start() : null;
  // Without the worker's chores here, the media host still has to know the lives an ingest elsewhere makes.
  if (config.role === 'api') app.live.follow();

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = `http://localhost:${port}`;
  const channels = await createChannelRepository(app.database.db).listChannels();
  // Passwords are printed only where demo accounts are wanted: never by a production start without DEMO=on.
  const demoAccounts = config.demoAccounts ? [...(await demoAccountLines(app.database.db)), ...(await demoOperatorLines(app.database.db))] : [];
  const lines = [
    '',
    `  Streaming app listening on ${base}`,
    `  Database: ${app.database.dialect === 'sqlite' ? `SQLite in ${config.dataDir}` : 'PostgreSQL'}`,
    '  Channels:',
    ...channels.map((channel) => {
      const hosts = (JSON.parse(channel.hostnames) as string[]).map((host) => `http://${host}:${port}`).join(', ');
      return `    ${channel.key.padEnd(14)} ${channel.name} — ${base}/?channel=${channel.key}${hosts ? ` or ${hosts}` : ''}`;
    }),
    ...(demoAccounts.length > 0 ? ['  Demo accounts (email / password):', ...demoAccounts] : []),
    `  Mail: ${mailDestination(config, base)}`,
    `  Live ingest: ${ingest ? `RTMP on port ${ingest.rtmp}${ingest.rtmps ? ` and RTMPS on ${ingest.rtmps}` : ''}; encoders publish to ${app.live.rtmpUrl()} with the key from the console's Go live panel` : 'off (RTMP_PORT=0)'}`,
    `  Jobs: ${config.role === 'all' ? 'jobs and chores run in this process (ROLE=all)' : 'run by `npm run worker` processes (ROLE=api)'}`,
    ...[consoleCookieNotice(config)].filter((line) => line !== null),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  closeOnSignals(app, 'in-flight requests');
}

runMain(main);
