import type { FastifyInstance } from 'fastify';
import { ConfigError, type Config, loadConfig } from '../config';
import { drainConnections } from './drain';

const SHUTDOWN_GRACE_MS = 10_000;

/** The configuration from the environment, or the process ends with a message naming the bad variable. */
export function loadConfigOrExit(): Config {
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

/**
 * The process runs until SIGTERM or SIGINT, which drain its connections (lib/drain.ts), then close the app (requests
 * and running jobs finish) within a grace period; then it exits.
 *
 * The process is held open here rather than by whatever the app happens to hold: the queue's poll timer and the
 * housekeeping timers are unref'd, so a worker over SQLite (no listening socket, no database or Redis connection)
 * otherwise ran out of work right after start-up and exited by itself, and a signal landing while it did so (its
 * handlers already torn down) killed it instead of closing it.
 */
export function closeOnSignals(app: FastifyInstance, what: string): void {
  // Kept until process.exit below, so the close itself cannot be cut short by the loop running empty either.
  setInterval(() => {}, 2 ** 31 - 1);
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error(`${what} did not finish in time; exiting`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    drainConnections(app).then(async () => app.close()).then(
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

/** An entry point's main: a configuration error is one line, anything else the full error. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
