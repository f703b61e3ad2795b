import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerUser } from './auth-helpers';
import { type TestApp, createTestApp, dialects } from './helper';

/** Unfolds an iCalendar document (RFC 5545 §3.1) and reads each VEVENT's properties. */
function eventsOf(ics: string): Array<Record<string, string>> {
  const lines = ics.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  const events: Array<Record<string, string>> = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const [key, ...value] = line.split(':');
      current[key!.split(';')[0]!] = value.join(':');
    }
  }
  return events;
}

/** A personal calendar feed of the user's favourite teams' events, at a secret URL. */
describe.each(dialects)('the calendar feed, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it("lists the favourite team's live and upcoming events with start, end, title and a watch link; a new link ends the old", async () => {
    const user = await registerUser(t.app);
    const now = new Date().toISOString();
    const team = await t.db
      .selectFrom('participants as p')
      .innerJoin('event_participants as ep', 'ep.participant_id', 'p.id')
      .innerJoin('events as e', 'e.id', 'ep.event_id')
      .innerJoin('channels as c', 'c.id', 'p.channel_id')
      .select('p.id')
      .where('c.key', '=', 'varsity')
      .where('e.event_utc_ts', '>', now)
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    expect((await post(t.app, '/api/favorite', { api_key: user.apiKey, favoritable_id: team.id, favoritable_type: 'participant' })).status).toBe(200);

    const link = await post(t.app, '/api/calendar', { api_key: user.apiKey });
    expect(link.status).toBe(200);
    const path = new URL(link.body.data.url).pathname;
    expect(path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body.startsWith('BEGIN:VCALENDAR')).toBe(true);

    const listed = eventsOf(feed.body);
    const upcoming = (await get(t.app, '/api/events/favorite?stream_status=upcoming&limit=100', user.apiKey)).body.data as Array<{ id: number; name: string; event_utc_ts: string }>;
    const within90Days = upcoming.filter((event) => Date.parse(event.event_utc_ts) < Date.now() + 90 * 86_400_000);
    expect(within90Days.length).toBeGreaterThan(0);
    for (const event of within90Days) {
      const entry = listed.find((candidate) => candidate.UID === `event-${event.id}@varsity`)!;
      expect(entry, `event ${event.id}`).toBeDefined();
      expect(entry.SUMMARY).toBe(event.name.replace(/([,;])/g, '\\$1'));
      expect(entry.URL).toMatch(new RegExp(`/watch/${event.id}$`));
      expect(entry.DTSTART).toMatch(/^\d{8}T\d{6}Z$/);
      expect(entry.DTEND).toMatch(/^\d{8}T\d{6}Z$/);
    }

    const fresh = await post(t.app, '/api/calendar', { api_key: user.apiKey });
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(fresh.body.data.url).pathname })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/not-a-token.ics' })).statusCode).toBe(404);
  });
});
