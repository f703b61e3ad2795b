import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OutboxRepository } from '../../lib/mail/outbox.repository';
import { type MailboxEntry, mailboxPage } from './dev-mailbox.page';

export interface DevMailboxOptions {
  outbox: OutboxRepository;
}

/** The newest this many mails are listed. */
export const MAILBOX_SIZE = 100;

const MailboxQuery = z.object({ to: z.string().trim().min(1).max(254).optional() });
const MailboxEntrySchema = z.object({ to: z.string(), subject: z.string(), text: z.string(), links: z.array(z.string()), headers: z.record(z.string(), z.string()), created_at: z.string() });

/**
 * The outbox as a development mailbox: GET /dev/mail (HTML) and GET /dev/mail.json. Registered only
 * when no SMTP server is configured and not in production, since the mails hold live tokens.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<DevMailboxOptions> = async (app, { outbox }) => {
  const list = async (to: string | undefined): Promise<MailboxEntry[]> =>
    (await outbox.listNewest({ to, limit: MAILBOX_SIZE })).map((mail) => ({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      links: JSON.parse(mail.links) as string[],
      headers: mail.headers ? (JSON.parse(mail.headers) as Record<string, string>) : {},
      created_at: mail.created_at,
    }));

  app.get(
    '/dev/mail.json',
    { schema: { hide: true, querystring: MailboxQuery, response: { 200: z.array(MailboxEntrySchema) } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return list(request.query.to);
    },
  );

  app.get('/dev/mail', { schema: { hide: true, querystring: MailboxQuery } }, async (request, reply) => {
    const page = mailboxPage(await list(request.query.to), request.query.to);
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  });
};
