import type { FastifyInstance } from 'fastify';
import { createSentryForwarder } from '../../lib/sentry';
import { clientErrorsRoutes } from './client-errors.routes';
import { createClientErrors } from './client-errors.service';

/** The browser's error reports (docs/decisions/0071-operating-signals.md): to the log, or to Sentry with SENTRY_DSN. */
export async function registerClientErrors(app: FastifyInstance, { sentryDsn, release }: { sentryDsn: string | null; release: string }): Promise<void> {
  const sentry = sentryDsn ? await createSentryForwarder(sentryDsn, release) : null;
  if (sentry) app.addHook('onClose', async () => sentry.close());
  await app.register(clientErrorsRoutes, { clientErrors: createClientErrors({ sentry }) });
}
