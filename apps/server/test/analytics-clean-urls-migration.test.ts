import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanStoredAnalyticsUrls } from '../src/db/migrations/20251129110000_analytics_clean_urls';
import { newSession, post } from './analytics-helpers';
import { type TestApp, createTestApp, dialects } from './helper';

describe.each(dialects)('cleaning the page addresses analytics stored before (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('drops the email, code and signature of mailed links already stored, and leaves clean addresses as they are', async () => {
    const session = newSession();
    const stored = ['https://host/watch/4', 'https://host/?channel=rsu&trk=x', '/p/1', 'https://host/password-reset?email=a@b.c&code=123&trk=x&utm_source=y'];
    expect((await post(t, 'event', stored.map((origin_url) => ({ session_uuid: session, event: 'page_view', origin_url })))).statusCode).toBe(200);
    const rows = await t.db.selectFrom('analytics_events').select('seq').where('session', '=', session).orderBy('seq').execute();
    // As the server stored them before it cleaned them on receipt.
    const before = [...stored.slice(0, 3), 'https://host/verify-email?email=a%40b.c&expires=1790000000&signature=5f2b&trk=x'];
    for (const [index, row] of rows.entries()) await t.db.updateTable('analytics_events').set({ origin_url: before[index]! }).where('seq', '=', row.seq).execute();

    await cleanStoredAnalyticsUrls(t.db as Kysely<unknown>);
    const after = await t.db.selectFrom('analytics_events').select('origin_url').where('session', '=', session).orderBy('seq').execute();
    expect(after.map((row) => row.origin_url)).toEqual(['https://host/watch/4', 'https://host/?channel=rsu&trk=x', '/p/1', 'https://host/verify-email?trk=x']);
  });
});
