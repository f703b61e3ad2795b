import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { createMailer } from '../../lib/mail/mailer';
import { createOutboxRepository } from '../../lib/mail/outbox.repository';
import { createSmtpTransport } from '../../lib/mail/transport';
import type { JobQueue } from '../../lib/queue';
import { devMailboxRoutes } from './dev-mailbox.routes';

export interface MailDeps {
  config: Pick<Config, 'mail' | 'nodeEnv'>;
  db: Kysely<Database>;
  queue: JobQueue;
  log: FastifyBaseLogger;
}

/** Mail: the outbox, delivery through SMTP by a job when SMTP_URL is set, and otherwise the dev mailbox page. */
export function createMail({ config, db, queue, log }: MailDeps) {
  const transport = config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl, config.mail.from) : null;
  // Mail links carry live tokens: without SMTP they are logged and listed at /dev/mail, but never in production.
  const devMailbox = !transport && config.nodeEnv !== 'production';
  const outbox = createOutboxRepository(db);
  const mailer = createMailer({ queue, repository: outbox, transport, logger: log, logLinks: devMailbox });
  return {
    mailer,
    chores: [{ name: 'old outbox mail', run: () => mailer.purgeOld() }],
    async registerRoutes(app: FastifyInstance): Promise<void> {
      if (devMailbox) await app.register(devMailboxRoutes, { outbox });
    },
    /** After the queue has stopped: a running delivery job still needs the connection. */
    closeTransport: () => transport?.close(),
  };
}
