import { z } from 'zod';
import type { JobContext, JobQueue } from '../queue';
import { enqueueJob, handleJob, jobType } from '../queue/job-type';
import type { QueueLogger } from '../queue';
import type { OutboxRepository } from './outbox.repository';
import type { MailTransport } from './transport';

export interface MailMessage {
  channelId: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The URLs the mail links to, listed in the development mailbox (and logged there). */
  links: string[];
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on announcements. */
  headers?: Record<string, string>;
}

export interface MailerDeps {
  queue: JobQueue;
  repository: OutboxRepository;
  /** null: nothing is sent; mail stays in the outbox for the development mailbox. */
  transport: MailTransport | null;
  logger: QueueLogger;
  /** Put the links (which carry live tokens) in the log line; only for development without SMTP. */
  logLinks: boolean;
  now?: () => Date;
}

/** About an hour of retries (30 s, 1 min, 2 min, … 32 min) before a mail is given up. */
export const DELIVER_JOB = jobType('mail.deliver', z.object({ id: z.number().int().positive() }), { attempts: 8, backoffMs: 30_000, timeoutMs: 60_000, concurrency: 4 });
/** Outbox rows (envelopes of sent mail, stored development mail) are deleted after this long. */
export const OUTBOX_RETENTION_MS = 30 * 24 * 3_600_000;

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1_000);

/** Every mail is written to the outbox first; with a transport, a durable job then delivers it. */
export function createMailer({ queue, repository, transport, logger, logLinks, now = () => new Date() }: MailerDeps) {
  async function deliver({ id }: { id: number }, { attempt, attempts, signal }: JobContext): Promise<void> {
    const mail = await repository.findById(id);
    if (!mail || mail.status === 'sent' || !transport) return;
    try {
      const headers = mail.headers ? (JSON.parse(mail.headers) as Record<string, string>) : undefined;
      await transport.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(headers ? { headers } : {}) }, signal);
    } catch (error) {
      await repository.recordFailure(id, attempt, attempt >= attempts ? 'failed' : 'pending', errorMessage(error));
      throw error;
    }
    await repository.markSent(id, attempt, now().toISOString());
    logger.info({ mailId: id, to: mail.to, subject: mail.subject }, 'mail sent');
  }

  // Handled even without a transport (nothing is enqueued then), so every configuration handles every job type.
  handleJob(queue, DELIVER_JOB, deliver);

  return {
    /** Stores the mail and, when SMTP is configured, schedules its delivery; returns the outbox id. */
    async send(message: MailMessage): Promise<number> {
      const { channelId, links, headers, ...content } = message;
      const id = await repository.insert({
        channel_id: channelId,
        ...content,
        links,
        headers: headers ?? null,
        status: transport ? 'pending' : 'stored',
        created_at: now().toISOString(),
      });
      const envelope = { mailId: id, to: message.to, subject: message.subject };
      if (transport) {
        await enqueueJob(queue, DELIVER_JOB, { id }, { jobId: `mail-${id}` });
        logger.info(envelope, 'mail queued for delivery');
      } else if (logLinks) {
        logger.info({ ...envelope, links }, 'mail kept in the outbox (no SMTP_URL): see /dev/mail');
      } else {
        logger.warn(envelope, 'mail kept in the outbox and NOT sent: SMTP_URL is not set');
      }
      return id;
    },

    /** Deletes outbox rows older than OUTBOX_RETENTION_MS; returns how many went. */
    purgeOld: () => repository.deleteCreatedBefore(new Date(now().getTime() - OUTBOX_RETENTION_MS).toISOString()),
  };
}
export type Mailer = ReturnType<typeof createMailer>;
