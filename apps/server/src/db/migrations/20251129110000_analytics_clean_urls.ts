import { cleanAnalyticsUrl } from '@ott/contracts/analytics-url';
import { type Kysely, sql } from 'kysely';

const BATCH = 1_000;

/**
 * Page addresses stored before they were cleaned on receipt (docs/decisions/0061-analytics-url-allow-list.md) could
 * hold a mailed link's email and live code: they are cleaned the same way. What is dropped cannot come back.
 */
export async function cleanStoredAnalyticsUrls(db: Kysely<unknown>): Promise<void> {
  let after = 0;
  for (;;) {
    const { rows } = await sql<{ seq: number; origin_url: string }>`
      select seq, origin_url from analytics_events
      where seq > ${after} and (origin_url like '%?%' or origin_url like '%#%' or origin_url like '%@%')
      order by seq limit ${BATCH}`.execute(db);
    for (const row of rows) {
      const cleaned = cleanAnalyticsUrl(row.origin_url);
      if (cleaned !== row.origin_url) await sql`update analytics_events set origin_url = ${cleaned} where seq = ${row.seq}`.execute(db);
    }
    if (rows.length < BATCH) return;
    after = Number(rows.at(-1)!.seq);
  }
}

export const up = cleanStoredAnalyticsUrls;

export async function down(): Promise<void> {
  // Nothing to restore.
}
