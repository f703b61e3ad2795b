/**
 * Live chat (modules/chat, docs/decisions/0081-live-chat.md): who may read and write, what is stored, moderation, the
 * stream's resume without gaps or duplicates, and the replay in offset order.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, registerUser } from './auth-helpers';
import { type ChatStream, createChatEvent, openChat, postChat } from './chat-helpers';
import { signInOperator, type SignedInOperator } from './console-helpers';
import { getApiKey } from './factories';
import { dialects, type TestApp } from './helper';

const BASE = '/api/admin/channels/varsity/chat';
const HEARD = { timeout: 3_000, interval: 10 };

describe.each(dialects)('live chat (%s)', (dialect) => {
  let t: TestApp;
  let editor: SignedInOperator;
  let moderator: SignedInOperator;
  let eventId: number;
  const streams: ChatStream[] = [];
  const open = async (...args: Parameters<typeof openChat>) => {
    const stream = await openChat(...args);
    streams.push(stream);
    return stream;
  };
  const settings = (changes: Record<string, unknown>) => moderator.inject('PUT', `${BASE}/settings`, { slow_mode_s: 0, mode: 'open', anonymous_read: true, links_allowed: false, blocked_words: [], ...changes });

  beforeAll(async () => {
    t = await createAuthTestApp(dialect, { env: { CHAT_RATE_LIMIT_PER_USER: '10000', CHAT_RATE_LIMIT_PER_IP: '10000' } });
    editor = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
    moderator = await signInOperator(t.app, { role: 'moderator', channelKey: 'varsity' });
    eventId = await createChatEvent(t, editor, 'Chat Cup');
  });
  afterEach(async () => {
    streams.splice(0).forEach((stream) => stream.close());
    expect((await settings({})).statusCode).toBe(200);
  });
  afterAll(async () => t?.close());

  it('lets a visitor read when the channel allows it, and not once it does not', async () => {
    const { api_key: visitor } = await getApiKey(t.app);
    const reading = await open(t, eventId, visitor);
    expect(reading.status).toBe(200);
    expect(reading.frames[0]).toMatchObject({ event: 'state', id: null, data: { can_write: false, write_denial: 'login_required', rules: { anonymous_read: true, mode: 'open', slow_mode_s: 0, links_allowed: false } } });

    expect((await settings({ anonymous_read: false })).statusCode).toBe(200);
    const refused = await open(t, eventId, visitor);
    expect([refused.status, refused.frames[0]!.data.code]).toEqual([401, 'CHAT_LOGIN_REQUIRED']);
    // The stream already open hears the new rules.
    await expect.poll(() => reading.frames.find((frame) => frame.event === 'rules')?.data, HEARD).toEqual({ anonymous_read: false, mode: 'open', slow_mode_s: 0, links_allowed: false });
    // A visitor may not write at all.
    expect((await postChat(t, eventId, visitor, 'hello')).status).toBe(401);
    const viewer = await registerUser(t.app);
    expect((await open(t, eventId, viewer.apiKey)).status).toBe(200);
  });

  it('stores the profile name (never the email), plain text with emoji, and tells every open stream', async () => {
    const viewer = await registerUser(t.app, { first_name: 'Ada', last_name: 'lovelace' });
    const other = await registerUser(t.app);
    const stream = await open(t, eventId, other.apiKey);
    expect(stream.frames[0]!.data).toMatchObject({ can_write: true, write_denial: null });
    const sent = await postChat(t, eventId, viewer.apiKey, '  Goal!! 🎉 <b>yes</b>\nhttps://example.com  ');
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ event_id: eventId, display_name: 'Ada L.', text: 'Goal!! 🎉 <b>yes</b> https://example.com', pinned: false });
    expect(sent.body.data.offset_s).toBeGreaterThanOrEqual(60);
    expect(JSON.stringify(sent.body)).not.toContain(viewer.email);
    await expect.poll(() => stream.messageIds().includes(sent.body.data.id), HEARD).toBe(true);
    const frame = stream.frames.find((f) => f.id === sent.body.data.id)!;
    expect(frame.data).toEqual(sent.body.data);
    expect(JSON.stringify(stream.frames)).not.toContain(viewer.email);
  });

  it('counts 500 characters with an emoji as one, and refuses more', async () => {
    const viewer = await registerUser(t.app);
    expect((await postChat(t, eventId, viewer.apiKey, `${'a'.repeat(499)}🎉`)).status).toBe(200);
    const tooLong = await postChat(t, eventId, viewer.apiKey, 'a'.repeat(501));
    expect([tooLong.status, tooLong.body.code, tooLong.body.params]).toEqual([400, 'CHAT_TOO_LONG', { number: 500 }]);
  });

  it('refuses a viewer who may not watch the event, and writing once the event is not live', async () => {
    const paid = await createChatEvent(t, editor, 'Paid Chat Cup');
    // Paid: only a pass opens it, and this viewer has none.
    await t.db.updateTable('events').set({ pricing_type: 'paid' }).where('id', '=', paid).execute();
    const viewer = await registerUser(t.app);
    const refused = await postChat(t, paid, viewer.apiKey, 'let me in');
    expect([refused.status, refused.body.code]).toEqual([403, 'CHAT_NOT_ALLOWED']);
    const stream = await open(t, paid, viewer.apiKey);
    expect(stream.frames[0]!.data).toMatchObject({ can_write: false, write_denial: 'not_allowed' });

    const over = await createChatEvent(t, editor, 'Over Cup');
    await t.db.updateTable('events').set({ end_utc_ts: new Date(Date.now() - 1000).toISOString() }).where('id', '=', over).execute();
    const closed = await postChat(t, over, viewer.apiKey, 'too late');
    expect([closed.status, closed.body.code]).toEqual([409, 'CHAT_CLOSED']);
  });

  it('refuses a banned viewer until the ban is lifted, and a timed-out one until the time-out ends', async () => {
    const viewer = await registerUser(t.app);
    const ban = await moderator.inject('POST', `${BASE}/sanctions`, { user_id: viewer.userId, kind: 'ban', reason: 'spam' });
    expect(ban.statusCode).toBe(201);
    expect(ban.json().data).toMatchObject({ user_id: viewer.userId, kind: 'ban', until: null, reason: 'spam', display_name: 'Jordan T.' });
    const banned = await postChat(t, eventId, viewer.apiKey, 'hi');
    expect([banned.status, banned.body.code]).toEqual([403, 'CHAT_BANNED']);
    expect((await moderator.inject('GET', `${BASE}/sanctions`)).json().data.map((s: { id: number }) => s.id)).toContain(ban.json().data.id);
    expect((await moderator.inject('DELETE', `${BASE}/sanctions/${ban.json().data.id}`)).statusCode).toBe(200);
    expect((await postChat(t, eventId, viewer.apiKey, 'back')).status).toBe(200);

    const timeout = await moderator.inject('POST', `${BASE}/sanctions`, { user_id: viewer.userId, kind: 'timeout', minutes: 5 });
    expect(timeout.statusCode).toBe(201);
    const timedOut = await postChat(t, eventId, viewer.apiKey, 'hi again');
    expect([timedOut.status, timedOut.body.code, timedOut.body.params]).toEqual([403, 'CHAT_TIMED_OUT', { until: timeout.json().data.until }]);
    // Once the time-out is over, the viewer writes again.
    await t.db.updateTable('chat_sanctions').set({ until: new Date(Date.now() - 1000).toISOString() }).where('id', '=', timeout.json().data.id).execute();
    expect((await postChat(t, eventId, viewer.apiKey, 'served my time')).status).toBe(200);

    const actions = await t.db.selectFrom('audit_log').select('action').where('action', 'like', 'chat.%').orderBy('id').execute();
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(['chat.ban', 'chat.sanction.lift', 'chat.timeout']));
  });

  it('makes a viewer wait the slow mode between two messages', async () => {
    expect((await settings({ slow_mode_s: 30 })).statusCode).toBe(200);
    const viewer = await registerUser(t.app);
    expect((await postChat(t, eventId, viewer.apiKey, 'first')).status).toBe(200);
    const second = await postChat(t, eventId, viewer.apiKey, 'second');
    expect([second.status, second.body.code]).toEqual([429, 'CHAT_SLOW_MODE']);
    expect(second.body.params.seconds).toBeGreaterThanOrEqual(29);
    expect(second.body.params.seconds).toBeLessThanOrEqual(30);
    // Another viewer is not held back by the first one's message.
    expect((await postChat(t, eventId, (await registerUser(t.app)).apiKey, 'other')).status).toBe(200);
    // Once the wait is over.
    await t.db.updateTable('chat_messages').set({ created_at: new Date(Date.now() - 31_000).toISOString() }).where('user_id', '=', viewer.userId).execute();
    expect((await postChat(t, eventId, viewer.apiKey, 'third')).status).toBe(200);
  });

  it('masks blocked words before storing, whole words only, ignoring case', async () => {
    expect((await settings({ blocked_words: ['darn', 'heck'] })).statusCode).toBe(200);
    const viewer = await registerUser(t.app);
    const sent = await postChat(t, eventId, viewer.apiKey, 'Darn it, what the HECK, darning is fine');
    expect(sent.body.data.text).toBe('*** it, what the ***, darning is fine');
    const stored = await t.db.selectFrom('chat_messages').select('text').where('id', '=', sent.body.data.id).executeTakeFirstOrThrow();
    expect(stored.text).toBe('*** it, what the ***, darning is fine');
  });

  it('refuses followers-only and subscribers-only chats to viewers who are neither', async () => {
    const viewer = await registerUser(t.app);
    expect((await settings({ mode: 'subscribers' })).statusCode).toBe(200);
    const subscribers = await postChat(t, eventId, viewer.apiKey, 'hi');
    expect([subscribers.status, subscribers.body.code]).toEqual([403, 'CHAT_SUBSCRIBERS_ONLY']);
    expect((await settings({ mode: 'followers' })).statusCode).toBe(200);
    const followers = await postChat(t, eventId, viewer.apiKey, 'hi');
    expect([followers.status, followers.body.code]).toEqual([403, 'CHAT_FOLLOWERS_ONLY']);
  });

  it('queues reports for the moderators; deleting the message settles them and it vanishes from every stream', async () => {
    const author = await registerUser(t.app);
    const reporter = await registerUser(t.app, { first_name: 'Rita' });
    const watching = [await open(t, eventId, reporter.apiKey), await open(t, eventId, (await getApiKey(t.app)).api_key)];
    const sent = await postChat(t, eventId, author.apiKey, 'rude words');
    const id = sent.body.data.id as number;
    const report = await t.app.inject({ method: 'POST', url: `/api/events/${eventId}/chat/${id}/report`, payload: { api_key: reporter.apiKey, reason: 'rude' } });
    expect([report.statusCode, report.json().data]).toEqual([200, { message_id: id }]);
    // Reporting twice is one report.
    expect((await t.app.inject({ method: 'POST', url: `/api/events/${eventId}/chat/${id}/report`, payload: { api_key: reporter.apiKey } })).statusCode).toBe(200);
    const queue = (await moderator.inject('GET', `${BASE}/reports`)).json().data;
    const mine = queue.filter((r: { message: { id: number } }) => r.message.id === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ reason: 'rude', reporter_name: 'Rita T.', message: { id, user_id: author.userId, deleted: false, reports: 1, text: 'rude words' } });

    const settled = await moderator.inject('POST', `${BASE}/reports/${mine[0].id}`, { action: 'delete' });
    expect(settled.statusCode).toBe(200);
    for (const stream of watching) await expect.poll(() => stream.frames.find((frame) => frame.event === 'delete')?.data, HEARD).toEqual({ id });
    expect((await moderator.inject('GET', `${BASE}/reports`)).json().data.filter((r: { message: { id: number } }) => r.message.id === id)).toEqual([]);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'entity_id']).where('action', '=', 'chat.message.delete').execute();
    expect(audit).toContainEqual({ action: 'chat.message.delete', entity_id: String(id) });
    // A stream opened afterwards does not get it, and the console still shows it as deleted.
    const late = await open(t, eventId, reporter.apiKey);
    expect(late.messageIds()).not.toContain(id);
    const consoleView = (await moderator.inject('GET', `${BASE}/events/${eventId}/messages`)).json().data;
    expect(consoleView.find((m: { id: number }) => m.id === id)).toMatchObject({ deleted: true });

    const dismissedReport = await postChat(t, eventId, author.apiKey, 'fine words');
    await t.app.inject({ method: 'POST', url: `/api/events/${eventId}/chat/${dismissedReport.body.data.id}/report`, payload: { api_key: reporter.apiKey } });
    const pending = (await moderator.inject('GET', `${BASE}/reports`)).json().data.find((r: { message: { id: number } }) => r.message.id === dismissedReport.body.data.id);
    expect((await moderator.inject('POST', `${BASE}/reports/${pending.id}`, { action: 'dismiss' })).statusCode).toBe(200);
    expect((await moderator.inject('GET', `${BASE}/reports`)).json().data.some((r: { id: number }) => r.id === pending.id)).toBe(false);
    expect(late.frames.some((frame) => frame.event === 'delete' && frame.data.id === dismissedReport.body.data.id)).toBe(false);
  });

  it('pins one message on top: open streams hear it, a new stream starts with it', async () => {
    const viewer = await registerUser(t.app);
    const stream = await open(t, eventId, viewer.apiKey);
    const first = (await postChat(t, eventId, viewer.apiKey, 'pin me')).body.data;
    const pinned = await moderator.inject('PUT', `${BASE}/messages/${first.id}/pin`, { pinned: true });
    expect(pinned.statusCode).toBe(200);
    await expect.poll(() => stream.frames.filter((frame) => frame.event === 'pin').at(-1)?.data, HEARD).toEqual({ pinned: { ...first, pinned: true } });
    const fresh = await open(t, eventId, viewer.apiKey);
    expect(fresh.frames[0]!.data.pinned).toEqual({ ...first, pinned: true });
    expect((await moderator.inject('PUT', `${BASE}/messages/${first.id}/pin`, { pinned: false })).statusCode).toBe(200);
    await expect.poll(() => stream.frames.filter((frame) => frame.event === 'pin').at(-1)?.data, HEARD).toEqual({ pinned: null });
  });

  it('resumes after Last-Event-ID (or after_id) with every message missed, once each', async () => {
    const resumeEvent = await createChatEvent(t, editor, 'Resume Cup');
    const viewer = await registerUser(t.app);
    const first = await open(t, resumeEvent, viewer.apiKey);
    const before: number[] = [];
    for (const text of ['one', 'two', 'three']) before.push((await postChat(t, resumeEvent, viewer.apiKey, text)).body.data.id);
    await expect.poll(() => first.messageIds(), HEARD).toEqual(before);
    first.close();
    const missed: number[] = [];
    for (const text of ['four', 'five']) missed.push((await postChat(t, resumeEvent, viewer.apiKey, text)).body.data.id);

    const resumed = await open(t, resumeEvent, viewer.apiKey, { lastEventId: before.at(-1)! });
    expect(resumed.messageIds()).toEqual(missed);
    const after = (await postChat(t, resumeEvent, viewer.apiKey, 'six')).body.data.id;
    await expect.poll(() => resumed.messageIds(), HEARD).toEqual([...missed, after]);

    const byQuery = await open(t, resumeEvent, viewer.apiKey, { afterId: missed[0]! });
    expect(byQuery.messageIds()).toEqual([missed[1], after]);
    // Without a resume point: the newest messages, oldest first.
    const fresh = await open(t, resumeEvent, viewer.apiKey);
    expect(fresh.messageIds()).toEqual([...before, ...missed, after]);
    // Posting again reaches each stream once.
    const last = (await postChat(t, resumeEvent, viewer.apiKey, 'seven')).body.data.id;
    for (const stream of [resumed, byQuery, fresh]) await expect.poll(() => stream.messageIds().filter((id) => id === last).length, HEARD).toBe(1);
  });

  it('replays the chat in offset order, without deleted messages, between two offsets', async () => {
    const replayEvent = await createChatEvent(t, editor, 'Replay Cup');
    const viewer = await registerUser(t.app);
    const ids: number[] = [];
    for (const text of ['a', 'b', 'c', 'd']) ids.push((await postChat(t, replayEvent, viewer.apiKey, text)).body.data.id);
    const offsets = [300, 120, 200, 150];
    for (const [index, id] of ids.entries()) await t.db.updateTable('chat_messages').set({ offset_s: offsets[index]! }).where('id', '=', id).execute();
    expect((await moderator.inject('DELETE', `${BASE}/messages/${ids[3]}`)).statusCode).toBe(200);
    const replay = async (query: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: `/api/events/${replayEvent}/chat/replay`, query: { api_key: viewer.apiKey, ...query } })).json().data.map((m: { text: string; offset_s: number }) => [m.text, m.offset_s]);
    expect(await replay({})).toEqual([['b', 120], ['c', 200], ['a', 300]]);
    expect(await replay({ from_s: '150', to_s: '250' })).toEqual([['c', 200]]);
  });

  it("answers 404 for another channel's event and message", async () => {
    const universitaireEditor = await signInOperator(t.app, { role: 'editor', channelKey: 'universitaire' });
    const elsewhere = await createChatEvent(t, universitaireEditor, 'Coupe', { channelKey: 'universitaire' });
    const viewer = await registerUser(t.app);
    expect((await open(t, elsewhere, viewer.apiKey)).status).toBe(404);
    expect((await postChat(t, elsewhere, viewer.apiKey, 'hi')).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${elsewhere}/chat/replay`, query: { api_key: viewer.apiKey } })).statusCode).toBe(404);
    const mine = (await postChat(t, eventId, viewer.apiKey, 'varsity only')).body.data.id;
    // Reported through another event of the channel: not found either.
    expect((await t.app.inject({ method: 'POST', url: `/api/events/${elsewhere}/chat/${mine}/report`, payload: { api_key: viewer.apiKey } })).statusCode).toBe(404);
    const otherModerator = await signInOperator(t.app, { role: 'moderator', channelKey: 'universitaire' });
    expect((await otherModerator.inject('DELETE', `/api/admin/channels/universitaire/chat/messages/${mine}`)).statusCode).toBe(404);
    expect((await otherModerator.inject('GET', `/api/admin/channels/universitaire/chat/events/${eventId}/messages`)).statusCode).toBe(404);
    // Not their channel: the console's access check answers as if it did not exist.
    expect((await otherModerator.inject('DELETE', `${BASE}/messages/${mine}`)).statusCode).toBe(404);
    expect((await t.db.selectFrom('chat_messages').select('deleted').where('id', '=', mine).executeTakeFirstOrThrow()).deleted).toBe(0);
  });

  it('admits moderators, admins and owners to moderation, not editors', async () => {
    expect((await editor.inject('GET', `${BASE}/settings`)).statusCode).toBe(403);
    for (const role of ['moderator', 'admin', 'owner'] as const) expect((await (await signInOperator(t.app, { role })).inject('GET', `${BASE}/settings`)).statusCode).toBe(200);
    // An admin of the channel grants the role from the console.
    const admin = await signInOperator(t.app, { role: 'admin', channelKey: 'varsity' });
    const granted = await admin.inject('POST', '/api/admin/operators', { email: `mod-${dialect}-${Date.now()}@example.test`, name: 'Mo', channels: [{ channel_key: 'varsity', role: 'moderator' }] });
    expect(granted.statusCode, granted.body).toBe(201);
  });
});
