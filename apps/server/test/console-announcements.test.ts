/**
 * Announcements: an operator mails a segment of the channel's opted-in customers (modules/announcements). Segments
 * pick exactly the opted-in users of the channel, the job skips who unsubscribed meanwhile and never mails anyone
 * twice on a retry, the pace holds (injected clock), the unsubscribe link works without a session and twice, a forged
 * one answers the error envelope, another channel's announcement is not found, and only admins and owners may mail.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import type { JobContext, JobQueue } from '../src/lib/queue';
import { createAnnouncementSender, type SenderClock } from '../src/modules/announcements/announcement-sender';
import { createAnnouncementsRepository } from '../src/modules/announcements/announcements.repository';
import { createUnsubscribeTokens, unsubscribeKey } from '../src/modules/announcements/unsubscribe-token';
import { newUserRow } from '../src/modules/users/new-user';
import { mailsTo } from './auth-helpers';
import { insertOrder } from './commerce-helpers';
import { signInOperator, type SignedInOperator } from './console-helpers';
import { createTestApp, dialects, type TestApp } from './helper';
import { type SmtpSink, startSmtpSink } from './smtp-sink';

const BASE = '/api/admin/channels/varsity/announcements';
let serial = 0;

async function channelId(db: Kysely<Database>, key: string) {
  return (await db.selectFrom('channels').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;
}

async function insertUser(db: Kysely<Database>, channel: number, label: string, optedIn: boolean, language = 'en') {
  serial += 1;
  const email = `${label}-${serial}-${Date.now()}@example.test`;
  const at = new Date().toISOString();
  const row = { ...newUserRow({ channelId: channel, email, passwordHash: null, firstName: label, lastName: 'Tester', language, at, mailingOptIn: optedIn }), email_normalized: email };
  const { id } = await db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
  return { id, email };
}

const noContext = (): JobContext => ({ jobId: 'test', attempt: 1, attempts: 5, signal: new AbortController().signal });

describe.each(dialects)('console announcements (%s)', (dialect) => {
  let t: TestApp;
  let owner: SignedInOperator;
  let admin: SignedInOperator;
  let editor: SignedInOperator;
  let support: SignedInOperator;
  let varsity: number;
  let universitaire: number;
  let subscriptionPass: number;
  let packagePass: number;
  let team: number;
  type U = { id: number; email: string };
  let plain: U, subscriber: U, holderFan: U, optedOut: U, lapsed: U, elsewhere: U;
  const demoOptedIn = ['viewer@varsity.test', 'fan@varsity.test'];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await signInOperator(t.app, { role: 'owner' });
    admin = await signInOperator(t.app, { role: 'admin', channelKey: 'varsity' });
    editor = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
    support = await signInOperator(t.app, { role: 'support', channelKey: 'varsity' });
    varsity = await channelId(t.db, 'varsity');
    universitaire = await channelId(t.db, 'universitaire');
    subscriptionPass = (await t.db.selectFrom('passes').select('id').where('channel_id', '=', varsity).where('type', '=', 'subscription').orderBy('id').executeTakeFirstOrThrow()).id;
    // A package no demo account owns, so its holders are this test's alone.
    packagePass = (await t.db.selectFrom('passes').select('id').where('channel_id', '=', varsity).where('type', '=', 'package').where('name', 'not like', '%Basic%').where('name', 'not like', '%Add-on%').orderBy('id').executeTakeFirstOrThrow()).id;
    team = (await t.db.selectFrom('participants').select('id').where('channel_id', '=', varsity).orderBy('id').executeTakeFirstOrThrow()).id;

    plain = await insertUser(t.db, varsity, 'plain', true);
    subscriber = await insertUser(t.db, varsity, 'subscriber', true);
    holderFan = await insertUser(t.db, varsity, 'holder', true, 'fr');
    optedOut = await insertUser(t.db, varsity, 'optedout', false);
    lapsed = await insertUser(t.db, varsity, 'lapsed', true);
    elsewhere = await insertUser(t.db, universitaire, 'elsewhere', true);
    await insertOrder(t.db, { userId: subscriber.id, passId: subscriptionPass, period_end: new Date(Date.now() + 86_400_000).toISOString() });
    await insertOrder(t.db, { userId: optedOut.id, passId: subscriptionPass });
    await insertOrder(t.db, { userId: lapsed.id, passId: subscriptionPass, period_end: new Date(Date.now() - 86_400_000).toISOString() });
    await insertOrder(t.db, { userId: holderFan.id, passId: packagePass });
    const at = new Date().toISOString();
    for (const user of [holderFan, optedOut]) await t.db.insertInto('favorites').values({ channel_id: varsity, user_id: user.id, favoritable_type: 'participant', favoritable_id: team, created_at: at }).execute();
  });
  afterAll(async () => t?.close());

  const create = async (body: Record<string, unknown>, who: SignedInOperator = admin, url = BASE) => {
    const response = await who.inject('POST', url, { subject: 'Season opener', body: 'Hello **fans**, see [the schedule](https://example.test/schedule).', segment: 'all', segment_id: null, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; status: string };
  };
  const recipientsOf = async (id: number) =>
    (await t.db.selectFrom('announcement_deliveries as d').innerJoin('users as u', 'u.id', 'd.user_id').select(['u.email', 'd.status']).where('d.announcement_id', '=', id).orderBy('u.email').execute());
  const mine = (emails: string[]) => emails.filter((email) => email.endsWith('@example.test') || demoOptedIn.includes(email));

  it('counts each segment: opted-in customers of this channel only', async () => {
    const response = await admin.inject('GET', `${BASE}/audiences`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as { all: number; subscribers: number; passes: Array<{ id: number; count: number }>; teams: Array<{ id: number; count: number }> };
    // plain, subscriber, holderFan, lapsed and the two opted-in demo accounts; never optedOut nor the other channel's.
    expect(data.all).toBe(6);
    expect(data.subscribers).toBe(1);
    expect(data.passes.find((pass) => pass.id === packagePass)?.count).toBe(1);
    expect(data.teams.find((choice) => choice.id === team)?.count).toBe(1);
  });

  it('validates the segment: a pass or team is required, and must be this channel’s', async () => {
    const missing = await admin.inject('POST', BASE, { subject: 'S', body: 'B', segment: 'pass' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ segment_id: ['Choose a pass or a team for this segment'] });
    const foreignPass = (await t.db.selectFrom('passes').select('id').where('channel_id', '=', universitaire).executeTakeFirstOrThrow()).id;
    const foreign = await admin.inject('POST', BASE, { subject: 'S', body: 'B', segment: 'pass', segment_id: foreignPass });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ segment_id: ['That pass or team is not on this channel'] });
  });

  it('admits admins and owners only; editors and support are refused', async () => {
    for (const who of [editor, support]) {
      expect((await who.inject('GET', BASE)).statusCode).toBe(403);
      expect((await who.inject('POST', BASE, { subject: 'S', body: 'B', segment: 'all' })).statusCode).toBe(403);
    }
    expect((await owner.inject('GET', BASE)).statusCode).toBe(200);
    expect((await admin.inject('GET', BASE)).statusCode).toBe(200);
  });

  it("answers 404 for another channel's announcement, on reading, changing, testing and sending", async () => {
    const theirs = await create({}, owner, '/api/admin/channels/universitaire/announcements');
    const other = `${BASE}/${theirs.id}`;
    expect((await owner.inject('GET', other)).statusCode).toBe(404);
    expect((await owner.inject('PUT', other, { subject: 'S', body: 'B', segment: 'all' })).statusCode).toBe(404);
    expect((await owner.inject('POST', `${other}/test`)).statusCode).toBe(404);
    const send = await owner.inject('POST', `${other}/send`);
    expect(send.statusCode).toBe(404);
    expect(send.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Announcement not found', message_code: 'ANNOUNCEMENT_NOT_FOUND' });
  });

  it('test-sends to the operator alone, marked as a test, and audits creating and testing', async () => {
    const draft = await create({ subject: 'Test me' });
    const response = await admin.inject('POST', `${BASE}/${draft.id}/test`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ to: admin.email });
    const [mail] = await mailsTo(t.app, admin.email);
    expect(mail?.subject).toBe('[Test] Test me');
    expect(mail?.text).toContain('Hello fans, see the schedule (https://example.test/schedule).');
    expect((await recipientsOf(draft.id)).length).toBe(0);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'operator_email']).where('entity_type', '=', 'announcement').where('entity_id', '=', String(draft.id)).orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'announcement.create', operator_email: admin.email },
      { action: 'announcement.test_send', operator_email: admin.email },
    ]);
  });

  it('renders a preview of the mail with the channel name and a sample unsubscribe link, raw HTML kept as text', async () => {
    const response = await admin.inject('POST', `${BASE}/preview`, { subject: 'Hi', body: '# News\n\n<script>alert(1)</script> [x](javascript:alert(1))' });
    expect(response.statusCode, response.body).toBe(200);
    const { html, text } = response.json().data as { html: string; text: string };
    expect(html).toContain('<h1>News</h1>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('href="javascript');
    expect(html).toContain('Varsity Sports Network');
    expect(text).toContain('Unsubscribe: http://localhost:80/unsubscribe/…');
  });

  it('picks exactly the segment’s opted-in users when sending starts, and refuses a second send', async () => {
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ segment: 'subscribers' }, [subscriber.email]],
      [{ segment: 'pass', segment_id: packagePass }, [holderFan.email]],
      [{ segment: 'team', segment_id: team }, [holderFan.email]],
      [{ segment: 'all' }, [plain.email, subscriber.email, holderFan.email, lapsed.email, ...demoOptedIn].sort()],
    ];
    for (const [segment, expected] of cases) {
      const draft = await create(segment);
      const sent = await admin.inject('POST', `${BASE}/${draft.id}/send`);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().data).toMatchObject({ status: 'sending', counts: { recipients: expected.length, sent: 0, failed: 0, skipped: 0 } });
      const recipients = (await recipientsOf(draft.id)).map((row) => row.email);
      expect(mine(recipients).sort()).toEqual([...expected].sort());
      expect(recipients).not.toContain(optedOut.email);
      expect(recipients).not.toContain(elsewhere.email);
      const again = await admin.inject('POST', `${BASE}/${draft.id}/send`);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'ANNOUNCEMENT_NOT_DRAFT', message_code: 'ANNOUNCEMENT_ALREADY_SENT' });
      const audit = await t.db.selectFrom('audit_log').select('action').where('entity_type', '=', 'announcement').where('entity_id', '=', String(draft.id)).where('action', '=', 'announcement.send').execute();
      expect(audit).toHaveLength(1);
    }
  });

  it('mails through the queue: outbox mails carry the unsubscribe link and RFC 8058 headers; someone who unsubscribed meanwhile is skipped', async () => {
    const draft = await create({ segment: 'team', segment_id: team, subject: 'Fans only' });
    const other = await create({ segment: 'subscribers', subject: 'Subscribers only' });
    expect((await admin.inject('POST', `${BASE}/${draft.id}/send`)).statusCode).toBe(200);
    expect((await admin.inject('POST', `${BASE}/${other.id}/send`)).statusCode).toBe(200);
    // The subscriber unsubscribes after sending started and before the job reaches them.
    await t.db.updateTable('users').set({ mailing_opt_in: 0 }).where('id', '=', subscriber.id).execute();
    await t.app.queue.start();
    await t.app.queue.drain({ timeoutMs: 30_000 });

    const mails = (await mailsTo(t.app, holderFan.email)).filter((mail) => mail.subject === 'Fans only');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const link = mail?.links[0] ?? '';
    expect(link).toMatch(new RegExp(`^http://localhost:80/unsubscribe/${holderFan.id}\\.[A-Za-z0-9_-]{43}$`));
    expect(mail?.headers).toEqual({ 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    // holderFan's language is French: the footer is too.
    expect(mail?.text).toContain(`Se désabonner\u00a0: ${link}`);
    expect(await mailsTo(t.app, optedOut.email)).toEqual([]);

    const done = (await admin.inject('GET', `${BASE}/${draft.id}`)).json().data;
    expect(done).toMatchObject({ status: 'sent', counts: { recipients: 1, sent: 1, failed: 0, skipped: 0 }, segment_name: expect.any(String) });
    const skipped = (await admin.inject('GET', `${BASE}/${other.id}`)).json().data;
    expect(skipped).toMatchObject({ status: 'sent', counts: { recipients: 1, sent: 0, failed: 0, skipped: 1 } });
    expect((await mailsTo(t.app, subscriber.email)).filter((m) => m.subject === 'Subscribers only')).toEqual([]);
    await t.db.updateTable('users').set({ mailing_opt_in: 1 }).where('id', '=', subscriber.id).execute();
  });

  it('never mails anyone twice when the job runs again, and counts a claim a crashed run left as failed', async () => {
    const draft = await create({ segment: 'all', subject: 'Only once' });
    const queued: unknown[] = [];
    const queue = { enqueue: async (...args: unknown[]) => void queued.push(args), define: () => {} } as unknown as JobQueue;
    const sender = createAnnouncementSender({
      repository: createAnnouncementsRepository(t.db),
      mailer: t.app.mailer,
      queue,
      tokens: createUnsubscribeTokens(unsubscribeKey('a-test-secret')),
      channelById: async (id) => ({ id, key: 'varsity', name: 'Varsity', hostnames: [], language: 'en', currency: 'USD', timeZone: 'America/Toronto', logo: null, settings: { remote_auth: 0, yare_analytics: null, google_analytics: null, extra_routes: [] }, colorSettings: {} as never }),
      clock: { now: () => Date.now(), sleep: async () => {} },
    });
    // Sending starts (the app's own job is queued too, and finds nothing left to do).
    await t.app.queue.stop();
    expect((await admin.inject('POST', `${BASE}/${draft.id}/send`)).statusCode).toBe(200);
    // A run that died between claiming lapsed's delivery and recording it.
    await t.db.updateTable('announcement_deliveries').set({ status: 'sending' }).where('announcement_id', '=', draft.id).where('user_id', '=', lapsed.id).execute();
    await sender.run({ id: draft.id, after: 0 }, noContext());
    await sender.run({ id: draft.id, after: 0 }, noContext());
    for (const user of [plain, subscriber, holderFan]) expect((await mailsTo(t.app, user.email)).filter((mail) => mail.subject === 'Only once')).toHaveLength(1);
    expect((await mailsTo(t.app, lapsed.email)).filter((mail) => mail.subject === 'Only once')).toEqual([]);
    const after = (await admin.inject('GET', `${BASE}/${draft.id}`)).json().data;
    expect(after).toMatchObject({ status: 'sent', counts: { recipients: 6, sent: 5, failed: 1, skipped: 0 } });
    expect(queued).toEqual([]);
  });

  it('keeps the pace with an injected clock, also from one batch to the next', async () => {
    const draft = await create({ segment: 'all', subject: 'Paced' });
    expect((await admin.inject('POST', `${BASE}/${draft.id}/send`)).statusCode).toBe(200);
    let now = 1_000_000;
    const clock: SenderClock = { now: () => now, sleep: async (ms) => void (now += ms) };
    const sentAt: number[] = [];
    const queued: Array<{ payload: unknown; options: { runAt?: Date; jobId?: string } }> = [];
    const queue = { enqueue: async (_name: string, payload: unknown, options: { runAt?: Date; jobId?: string }) => void queued.push({ payload, options }), define: () => {} } as unknown as JobQueue;
    const sender = createAnnouncementSender({
      repository: createAnnouncementsRepository(t.db),
      mailer: { send: async () => (sentAt.push(now), 1) },
      queue,
      tokens: createUnsubscribeTokens(unsubscribeKey('a-test-secret')),
      channelById: async (id) => ({ id, key: 'varsity', name: 'Varsity', hostnames: [], language: 'en', currency: 'USD', timeZone: 'America/Toronto', logo: null, settings: { remote_auth: 0, yare_analytics: null, google_analytics: null, extra_routes: [] }, colorSettings: {} as never }),
      clock,
      mailsPerSecond: 2,
      batchSize: 4,
    });
    await sender.run({ id: draft.id, after: 0 }, noContext());
    expect(sentAt).toEqual([1_000_000, 1_000_500, 1_001_000, 1_001_500]);
    expect(queued).toHaveLength(1);
    const [next] = queued;
    expect(next?.options.runAt?.getTime()).toBe(1_002_000);
    await sender.run(next?.payload as { id: number; after: number }, noContext());
    expect(sentAt.slice(4)).toHaveLength(2);
    const after = (await admin.inject('GET', `${BASE}/${draft.id}`)).json().data;
    expect(after).toMatchObject({ status: 'sent', counts: { recipients: 6, sent: 6 } });
  });

  it('unsubscribes by the link without a session, idempotently; GET only shows the page', async () => {
    const tokenOf = async (user: U) => {
      const draft = await create({ segment: 'all', subject: `Link for ${user.id}` });
      expect((await admin.inject('POST', `${BASE}/${draft.id}/send`)).statusCode).toBe(200);
      await t.app.queue.start();
      await t.app.queue.drain({ timeoutMs: 30_000 });
      const mail = (await mailsTo(t.app, user.email)).find((m) => m.subject === `Link for ${user.id}`);
      return new URL(mail?.links[0] ?? '').pathname;
    };
    const path = await tokenOf(plain);
    const page = await t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Stop sending news from Varsity Sports Network to ${plain.email}?`);
    expect(page.body).toContain(`<form method="post" action="${path}">`);
    expect((await t.db.selectFrom('users').select('mailing_opt_in').where('id', '=', plain.id).executeTakeFirstOrThrow()).mailing_opt_in).toBe(1);

    const oneClick = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toEqual({ data: { unsubscribed: true } });
    expect((await t.db.selectFrom('users').select('mailing_opt_in').where('id', '=', plain.id).executeTakeFirstOrThrow()).mailing_opt_in).toBe(0);

    const again = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'multipart/form-data; boundary=x', accept: 'text/html' }, payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('You are unsubscribed');
    expect(again.body).toContain(`${plain.email} will no longer receive news from Varsity Sports Network.`);
    const shown = await t.app.inject({ method: 'GET', url: path });
    expect(shown.body).toContain('You are unsubscribed');
    expect((await t.db.selectFrom('users').select('mailing_opt_in').where('id', '=', plain.id).executeTakeFirstOrThrow()).mailing_opt_in).toBe(0);
  });

  it('answers a forged or malformed link with 404 and the error envelope (JSON) or the invalid-link page (browser)', async () => {
    const forged = await t.app.inject({ method: 'POST', url: `/unsubscribe/${holderFan.id}.${'A'.repeat(43)}` });
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toMatchObject({ message: 'This unsubscribe link is not valid', code: 'UNSUBSCRIBE_LINK_INVALID', message_code: 'UNSUBSCRIBE_LINK_INVALID' });
    // Another user's signature on this user's id.
    const real = createUnsubscribeTokens(unsubscribeKey('not-the-server-secret')).sign({ id: holderFan.id, channelId: varsity });
    expect((await t.app.inject({ method: 'POST', url: `/unsubscribe/${real}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/unsubscribe/nonsense' })).json().code).toBe('UNSUBSCRIBE_LINK_INVALID');
    const page = await t.app.inject({ method: 'GET', url: `/unsubscribe/${holderFan.id}.${'A'.repeat(43)}`, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This unsubscribe link is not valid');
    expect((await t.db.selectFrom('users').select('mailing_opt_in').where('id', '=', holderFan.id).executeTakeFirstOrThrow()).mailing_opt_in).toBe(1);
  });
});

describe.each(dialects)('announcements over SMTP (%s)', (dialect) => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(dialect, { env: { SMTP_URL: sink.url } });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('delivers List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) headers with the mail', async () => {
    const admin = await signInOperator(t.app, { role: 'admin', channelKey: 'varsity' });
    const varsity = await channelId(t.db, 'varsity');
    const team = (await t.db.selectFrom('participants').select('id').where('channel_id', '=', varsity).orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    const fan = await insertUser(t.db, varsity, 'smtpfan', true);
    await t.db.insertInto('favorites').values({ channel_id: varsity, user_id: fan.id, favoritable_type: 'participant', favoritable_id: team, created_at: new Date().toISOString() }).execute();
    const created = await admin.inject('POST', BASE, { subject: 'Over the wire', body: 'Hi', segment: 'team', segment_id: team });
    expect((await admin.inject('POST', `${BASE}/${created.json().data.id as number}/send`)).statusCode).toBe(200);
    await t.app.queue.start();
    const [mail] = await sink.waitFor(1);
    const headers = (mail?.raw ?? '').split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
    expect(mail?.to).toEqual([fan.email]);
    expect(headers).toMatch(new RegExp(`^List-Unsubscribe: <http://localhost:80/unsubscribe/${fan.id}\\.[A-Za-z0-9_-]{43}>$`, 'm'));
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });
});
