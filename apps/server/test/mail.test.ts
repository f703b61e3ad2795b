import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountMailer } from '../src/modules/mail/account-mailer';
import { createTestApp, dialects, logCollector, type TestApp } from './helper';
import { type SmtpSink, startSmtpSink } from './smtp-sink';


const channelId = async (t: TestApp, key = 'varsity') =>
  (await t.db.selectFrom('channels').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;

const waitFor = async (check: () => Promise<boolean>, ms = 5_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.each(dialects)('development mailbox without SMTP (%s)', (dialect) => {
  let t: TestApp;
  const logs = logCollector();
  const resetLink = 'http://localhost:8080/password-reset?email=jane%40example.com&code=secret-code-1';
  beforeAll(async () => {
    t = await createTestApp(dialect, { logStream: logs.stream });
    const id = await channelId(t);
    await t.app.mailer.send({ channelId: id, to: 'Jane@Example.com', subject: 'First', text: 'one', html: '<p>one</p>', links: [resetLink] });
    await t.app.mailer.send({
      channelId: id,
      to: 'bob@example.com',
      subject: 'Second <b>bold</b>',
      text: 'two <script>alert(1)</script>',
      html: '<p>two</p>',
      links: ['javascript:alert(1)', 'https://example.com/?a=1&b="2"'],
    });
  });
  afterAll(async () => t.close());

  it('lists mail newest first as JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mail.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const mails = response.json();
    expect(mails.map((mail: { subject: string }) => mail.subject)).toEqual(['Second <b>bold</b>', 'First']);
    expect(mails[1]).toEqual({ to: 'Jane@Example.com', subject: 'First', text: 'one', links: [resetLink], headers: {}, created_at: expect.any(String) });
  });

  it('filters by recipient, ignoring case', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mail.json?to=jane@example.com' });
    expect(response.json().map((mail: { subject: string }) => mail.subject)).toEqual(['First']);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail.json?to=nobody@example.com' })).json()).toEqual([]);
  });

  it('shows an escaped HTML page with clickable web links only, under the script-free CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    const page = response.body;
    expect(page.indexOf('First')).toBeGreaterThan(page.indexOf('Second'));
    expect(page).not.toContain('<script');
    expect(page).not.toContain('<b>');
    expect(page).toContain('Second &lt;b&gt;bold&lt;/b&gt;');
    expect(page).toContain(`<a href="${resetLink.replaceAll('&', '&amp;')}">`);
    expect(page).toContain('<a href="https://example.com/?a=1&amp;b=&quot;2&quot;">');
    expect(page).not.toContain('href="javascript:');
    expect(page).toContain('<li>javascript:alert(1)</li>');
  });

  it('keeps the mail in the outbox, queues nothing, and logs it with its links', async () => {
    const rows = await t.db.selectFrom('mail_outbox').select(['status', 'to']).orderBy('id').execute();
    expect(rows).toEqual([
      { status: 'stored', to: 'Jane@Example.com' },
      { status: 'stored', to: 'bob@example.com' },
    ]);
    expect(await t.db.selectFrom('jobs').selectAll().execute()).toEqual([]);
    const line = logs.lines.map((text) => JSON.parse(text)).find((entry) => entry.to === 'Jane@Example.com');
    expect(line).toMatchObject({ subject: 'First', links: [resetLink], msg: expect.stringContaining('/dev/mail') });
  });
});

describe('no development mailbox in production', () => {
  let t: TestApp;
  let dist: string;
  const logs = logCollector();
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'ott-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp('sqlite', { env: { NODE_ENV: 'production', WEB_DIST_DIR: dist }, logStream: logs.stream });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/dev/mail', '/dev/mail.json', '/dev/mail.json?to=a@b.c'])('answers 404 at %s, not the SPA', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('id="root"');
  });

  it('still stores mail, and warns without logging its links', async () => {
    await t.app.mailer.send({ channelId: await channelId(t), to: 'ops@example.com', subject: 'Reset', text: 't', html: 'h', links: ['http://x.test/?code=live-token-9'] });
    expect(await t.db.selectFrom('mail_outbox').select('status').execute()).toEqual([{ status: 'stored' }]);
    const all = logs.lines.join('\n');
    expect(all).not.toContain('live-token-9');
    const line = logs.lines.map((text) => JSON.parse(text)).find((entry) => entry.to === 'ops@example.com');
    expect(line).toMatchObject({ level: 40, msg: expect.stringContaining('NOT sent') });
  });
});

describe.each(dialects)('delivery through SMTP (%s)', (dialect) => {
  let t: TestApp;
  let sink: SmtpSink;
  const logs = logCollector();
  beforeAll(async () => {
    sink = await startSmtpSink({ credentials: { user: 'mailer', pass: 's3cret' }, refuseFirst: 1 });
    t = await createTestApp(dialect, { env: { SMTP_URL: sink.url, MAIL_FROM: '"Varsity" <no-reply@varsity.test>' }, logStream: logs.stream });
    await t.app.startBackgroundTasks();
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('hides the development mailbox', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
  });

  it('retries a refused delivery, then delivers the verification mail and keeps only its envelope', async () => {
    const link = 'http://localhost:8080/verify-email?email=jane%40example.com&expires=1900000000&signature=tok_ABC-123';
    const accountMailer = createAccountMailer(t.app.mailer);
    await accountMailer.send({ kind: 'verify_email', channel: { id: await channelId(t), name: 'Varsity Sports Network' }, to: 'jane@example.com', language: 'en', firstName: 'Jane', link });

    // The sink refuses the first attempt: the failure is recorded and a retry is scheduled about 30 s later.
    const outbox = () => t.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    const deliveryJob = () => t.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
    await waitFor(async () => {
      const job = await deliveryJob();
      return job.status === 'pending' && job.attempts === 1;
    });
    expect(await outbox()).toMatchObject({ status: 'pending', attempts: 1, error: expect.stringContaining('Try again later') });
    const job = await deliveryJob();
    expect(job).toMatchObject({ name: 'mail.deliver', job_key: `mail-${(await outbox()).id}`, status: 'pending', attempts: 1 });
    expect(Date.parse(job.run_at) - Date.now()).toBeGreaterThan(20_000);

    // Bring the retry forward instead of waiting for it.
    await t.db.updateTable('jobs').set({ run_at: new Date().toISOString() }).execute();
    const [mail] = await sink.waitFor(1);
    expect(mail?.to).toEqual(['jane@example.com']);
    expect(mail?.from).toBe('no-reply@varsity.test');
    expect(mail?.decoded).toMatch(/^From: "?Varsity"? <no-reply@varsity\.test>/m);
    expect(mail?.decoded).toMatch(/^Subject: Confirm your email address for Varsity Sports Network/m);
    expect(mail?.decoded).toContain(link);
    expect(mail?.decoded).toContain('text/html');

    await waitFor(async () => (await outbox()).status === 'sent');
    expect(await outbox()).toMatchObject({ attempts: 2, error: null, text: '', html: '', links: '[]', sent_at: expect.any(String) });
    expect(logs.lines.join('\n')).not.toContain('tok_ABC-123');
  });
});
