import { z } from 'zod';
import type { Mailer } from '../../lib/mail/mailer';
import type { JobContext, JobQueue } from '../../lib/queue';
import { enqueueJob, handleJob, jobType } from '../../lib/queue/job-type';
import type { Channel } from '../channel/channel.types';
import { announcementMail } from './announcement-mail';
import { languageOf } from './announcement.texts';
import type { AnnouncementsRepository } from './announcements.repository';
import { type UnsubscribeTokens, unsubscribePath } from './unsubscribe-token';

/** Mails per second an announcement goes out at, at most (one process sends one announcement's batches in turn). */
export const ANNOUNCEMENT_MAILS_PER_SECOND = 10;
/** Recipients one run of the job mails before it hands over to the next run (about 10 s at the rate above). */
export const ANNOUNCEMENT_BATCH_SIZE = 100;

/**
 * One batch of an announcement's recipients, after the delivery `after` (the cursor; 0 for the first). Each batch is
 * a job of its own id, so a retry repeats a batch while the next batch is a new job.
 */
export const ANNOUNCEMENT_SEND_JOB = jobType('announcements.send', z.object({ id: z.number().int().positive(), after: z.number().int().min(0) }), {
  attempts: 5,
  backoffMs: 5_000,
  timeoutMs: 120_000,
  concurrency: 1,
});

/** Time as the sender sees it; tests inject a fake one to check the pace without waiting. */
export interface SenderClock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const realClock: SenderClock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason as Error);
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      }, { once: true });
    }),
};

export interface AnnouncementSenderDeps {
  repository: AnnouncementsRepository;
  mailer: Pick<Mailer, 'send'>;
  queue: JobQueue;
  tokens: UnsubscribeTokens;
  channelById(id: number): Promise<Channel | null>;
  clock?: SenderClock;
  mailsPerSecond?: number;
  batchSize?: number;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sends announcements from the job queue: paced (`mailsPerSecond`), never twice to one recipient (a delivery is
 * claimed before its mail is written, and a claim a crashed run left behind counts as failed), never to someone who
 * unsubscribed meanwhile (skipped), and counting sent, failed and skipped as it goes.
 */
export function createAnnouncementSender(deps: AnnouncementSenderDeps) {
  const { repository, mailer, queue, tokens, clock = realClock, mailsPerSecond = ANNOUNCEMENT_MAILS_PER_SECOND, batchSize = ANNOUNCEMENT_BATCH_SIZE } = deps;
  const intervalMs = 1000 / mailsPerSecond;
  const iso = () => new Date(clock.now()).toISOString();

  async function finish(id: number, counts: { sent_count: number; failed_count: number }) {
    await repository.finishSending(id, counts.sent_count === 0 && counts.failed_count > 0 ? 'failed' : 'sent', iso());
  }

  async function runBatch({ id, after }: { id: number; after: number }, signal: AbortSignal): Promise<void> {
    const announcement = await repository.findById(id);
    if (!announcement || announcement.status !== 'sending') return;
    await repository.abandonInterrupted(id, iso());
    const channel = await deps.channelById(announcement.channel_id);
    const batch = await repository.pending(id, batchSize);
    let nextAt = clock.now();
    let last = after;
    for (const recipient of batch) {
      signal.throwIfAborted();
      last = recipient.id;
      const wait = nextAt - clock.now();
      if (wait > 0) await clock.sleep(wait, signal);
      if (!(await repository.claim(recipient.id, iso()))) continue;
      // Unsubscribed (or moved away) since sending started: not mailed.
      if (recipient.mailing_opt_in !== 1 || recipient.channel_id !== announcement.channel_id || !channel || !announcement.link_origin) {
        await repository.finish(recipient.id, channel ? 'skipped' : 'failed', iso(), channel ? {} : { error: 'the channel is archived' });
        continue;
      }
      nextAt = Math.max(nextAt, clock.now()) + intervalMs;
      const unsubscribeUrl = `${announcement.link_origin}${unsubscribePath(tokens.sign({ id: recipient.user_id, channelId: channel.id }))}`;
      try {
        const mail = announcementMail({ channel, language: languageOf(recipient.language), subject: announcement.subject, body: announcement.body, unsubscribeUrl });
        const outboxId = await mailer.send({
          channelId: channel.id,
          to: recipient.email,
          ...mail,
          links: [unsubscribeUrl],
          headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        });
        await repository.finish(recipient.id, 'sent', iso(), { outboxId });
      } catch (error) {
        await repository.finish(recipient.id, 'failed', iso(), { error: errorMessage(error) });
      }
    }
    const counts = await repository.tally(id, iso());
    if (counts.pending === 0) return finish(id, counts);
    // The next batch keeps the pace: it starts no sooner than the next mail of this one would have.
    await enqueueJob(queue, ANNOUNCEMENT_SEND_JOB, { id, after: last }, { jobId: `announcement-${id}-after-${last}`, runAt: new Date(Math.max(nextAt, clock.now())) });
  }

  async function run(payload: { id: number; after: number }, { attempt, attempts, signal }: JobContext): Promise<void> {
    try {
      await runBatch(payload, signal);
    } catch (error) {
      if (attempt >= attempts) {
        // Given up: what went out stays counted, the rest is failed.
        await repository.tally(payload.id, iso());
        await repository.finishSending(payload.id, 'failed', iso());
      }
      throw error;
    }
  }

  return {
    run,
    /** Registers the job's handler on the queue (once per app). */
    handle: () => handleJob(queue, ANNOUNCEMENT_SEND_JOB, run),
    /** Queues the first batch of an announcement whose sending just started. */
    start: (id: number) => enqueueJob(queue, ANNOUNCEMENT_SEND_JOB, { id, after: 0 }, { jobId: `announcement-${id}-after-0` }),
  };
}
export type AnnouncementSender = ReturnType<typeof createAnnouncementSender>;
