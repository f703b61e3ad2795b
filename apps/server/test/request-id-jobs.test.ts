import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELAXED_AUTH_LIMITS, registerUser } from './auth-helpers';
import { waitFor } from './built-processes';
import { getApiKey } from './factories';
import { type TestApp, createTestApp, dialects, logCollector } from './helper';
import { type SmtpSink, startSmtpSink } from './smtp-sink';

interface LogLine {
  msg: string;
  request_id?: string;
  mailId?: number;
}

describe.each(dialects)("a job runs under the id of the request that enqueued it (%s)", (dialect) => {
  let t: TestApp;
  let sink: SmtpSink;
  const logs = logCollector();
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(dialect, { env: { ...RELAXED_AUTH_LIMITS, SMTP_URL: sink.url }, logStream: logs.stream });
    await t.app.startBackgroundTasks();
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const lines = () => logs.lines.map((text) => JSON.parse(text) as LogLine);

  it('stores the request id with the mail job, and the job logs its delivery with it', async () => {
    const user = await registerUser(t.app);
    const { api_key } = await getApiKey(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset-request', payload: { email: user.email, api_key } });
    expect(response.statusCode).toBe(200);
    const requestId = response.headers['x-request-id'] as string;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    const job = await t.db.selectFrom('jobs').select(['payload', 'request_id']).where('request_id', '=', requestId).executeTakeFirstOrThrow();
    const mailId = (JSON.parse(job.payload) as { id: number }).id;
    const sent = await waitFor(() => lines().find((line) => line.msg === 'mail sent' && line.mailId === mailId), 'the reset mail to be sent', 10_000);
    expect(sent.request_id).toBe(requestId);

    // The verification mail of the registration was sent under the registration's own request id.
    const others = lines().filter((line) => line.msg === 'mail sent' && line.mailId !== mailId);
    expect(others).toHaveLength(1);
    expect(others[0]!.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(others[0]!.request_id).not.toBe(requestId);
  });

  it('leaves a job enqueued outside any request without one', async () => {
    await t.app.mailer.send({ channelId: 1, to: 'ops@example.test', subject: 'Outside', text: 't', html: 'h', links: [] });
    const sent = await waitFor(() => lines().find((line) => line.msg === 'mail sent' && (line as { to?: string }).to === 'ops@example.test'), 'the mail to be sent', 10_000);
    expect(sent.request_id).toBeUndefined();
    expect(await t.db.selectFrom('jobs').select('request_id').where('job_key', '=', `mail-${sent.mailId}`).executeTakeFirstOrThrow()).toEqual({ request_id: null });
  });
});
