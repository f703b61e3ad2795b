import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { demoAccountLines } from './db/seed/demo-users';
import { mailDestination } from './lib/mail/mail-destination';
import { checkDefaultChannel } from './modules/key-host/default-channel';

const SHUTDOWN_GRACE_MS = 10_000;

function loadConfigOrExit() {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await buildApp(config);
  await prepareDatabase(app.database, app.log, { demoAccounts: config.demoAccounts });
  await checkDefaultChannel(app.database.db, config.defaultChannelKey);
  await app.startBackgroundTasks();
  await app.listen({ port: config.port, host: config.host });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = `http://localhost:${port}`;
  const channels = await app.database.db.selectFrom('channels').select(['key', 'name', 'hostnames']).orderBy('id').execute();
  // Passwords are printed only where demo accounts are wanted: never by a production start without DEMO=on.
  const demoAccounts = config.demoAccounts ? await demoAccountLines(app.database.db) : [];
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
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
