import { type Kysely, sql } from 'kysely';

/**
 * featureCount.clips counted every clip ever made, so deleting one never gave its slot back under the channel's cap.
 * It now counts the clips a user has (docs/decisions/0064-clip-cap-shown.md): the counters are set to that once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE users SET clips_count = (SELECT COUNT(*) FROM clips WHERE clips.user_id = users.id)`.execute(db);
}

export async function down(): Promise<void> {
  // The clips ever made are not known any more; the counters stay as they are.
}
