import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'stored';

export interface NewOutboxMail {
  channel_id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  headers: Record<string, string> | null;
  status: OutboxStatus;
  created_at: string;
}

export interface OutboxListing {
  to?: string;
  limit: number;
}

export function createOutboxRepository(db: Kysely<Database>) {
  return {
    async insert(mail: NewOutboxMail): Promise<number> {
      const { id } = await db
        .insertInto('mail_outbox')
        .values({ ...mail, links: JSON.stringify(mail.links), headers: mail.headers ? JSON.stringify(mail.headers) : null, attempts: 0, sent_at: null, error: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    findById: (id: number) => db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Delivered bodies hold live links (tokens), so only the envelope is kept. */
    markSent: (id: number, attempts: number, sentAt: string) =>
      db
        .updateTable('mail_outbox')
        .set({ status: 'sent', attempts, sent_at: sentAt, error: null, text: '', html: '', links: '[]', headers: null })
        .where('id', '=', id)
        .execute(),

    recordFailure: (id: number, attempts: number, status: OutboxStatus, error: string) =>
      db.updateTable('mail_outbox').set({ status, attempts, error }).where('id', '=', id).execute(),

    /** Newest first; `to` is compared case-insensitively. */
    listNewest: ({ to, limit }: OutboxListing) =>
      db
        .selectFrom('mail_outbox')
        .select(['id', 'to', 'subject', 'text', 'links', 'headers', 'status', 'created_at'])
        .$if(to !== undefined, (query) => query.where((eb) => eb(eb.fn('lower', ['to']), '=', (to ?? '').toLowerCase())))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    async deleteCreatedBefore(cutoff: string): Promise<number> {
      const [result] = await db.deleteFrom('mail_outbox').where('created_at', '<', cutoff).execute();
      return Number(result?.numDeletedRows ?? 0);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
