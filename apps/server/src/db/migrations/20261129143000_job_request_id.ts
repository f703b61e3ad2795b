import type { Kysely } from 'kysely';

/** The request that enqueued a job, so the job's log lines can name it (docs/decisions/0071-operating-signals.md). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('request_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').dropColumn('request_id').execute();
}
