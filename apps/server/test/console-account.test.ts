import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsoleSessions } from '../src/modules/operators/console-session';
import { createOperatorsRepository } from '../src/modules/operators/operators.repository';
import { currentTotp } from '../src/modules/operators/totp';
import { dialects, type TestApp, createTestApp } from './helper';
import { OPERATOR_PASSWORD, consoleInject, createOperator, openOperatorSession, sessionCookieOf, signInOperator } from './console-helpers';

const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe.each(dialects)('console sessions and the operator account (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_IDENTIFIER: '1000', CONSOLE_IDLE_MINUTES: '20' } });
  });
  afterAll(async () => t.close());

  const login = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload, remoteAddress: freshIp() });
  const signIn = async (email: string, password = OPERATOR_PASSWORD, totp?: string) => {
    const response = await login({ email, password, ...(totp === undefined ? {} : { totp }) });
    if (response.statusCode !== 200) return { response, inject: null };
    return { response, inject: consoleInject(t.app, sessionCookieOf(response), response.json().data.csrf_token as string) };
  };
  const backdate = (operatorId: number, minutes: number) => t.db.updateTable('operator_sessions').set({ last_seen_at: minutesAgo(minutes) }).where('operator_id', '=', operatorId).execute();

  it('ends a session idle for CONSOLE_IDLE_MINUTES (401 SESSION_EXPIRED, then gone), and activity keeps one alive', async () => {
    const idle = await signInOperator(t.app, { role: 'editor' });
    await backdate(idle.operatorId, 21);
    const expired = await idle.inject('GET', '/api/admin/me');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('SESSION_EXPIRED');
    expect((await idle.inject('GET', '/api/admin/me')).json().code).toBe('UNAUTHENTICATED');

    const active = await signInOperator(t.app, { role: 'editor' });
    await backdate(active.operatorId, 19);
    expect((await active.inject('GET', '/api/admin/me')).statusCode).toBe(200);
    const row = await t.db.selectFrom('operator_sessions').select('last_seen_at').where('operator_id', '=', active.operatorId).executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.last_seen_at)).toBeLessThan(10_000);
    await backdate(active.operatorId, 19);
    expect((await active.inject('GET', '/api/admin/me')).statusCode).toBe(200);
  });

  it('housekeeping deletes sessions past their idle time or their end, and keeps live ones', async () => {
    const idle = await signInOperator(t.app, { role: 'analyst' });
    const ended = await signInOperator(t.app, { role: 'analyst' });
    const live = await signInOperator(t.app, { role: 'analyst' });
    await backdate(idle.operatorId, 25);
    await t.db.updateTable('operator_sessions').set({ expires_at: minutesAgo(1) }).where('operator_id', '=', ended.operatorId).execute();
    const sessions = createConsoleSessions({ repository: createOperatorsRepository(t.db), idleMs: 20 * 60_000 });
    expect(await sessions.purgeExpired()).toBeGreaterThanOrEqual(2);
    const left = await t.db.selectFrom('operator_sessions').select('operator_id').where('operator_id', 'in', [idle.operatorId, ended.operatorId, live.operatorId]).execute();
    expect(left).toEqual([{ operator_id: live.operatorId }]);
  });

  it('logout everywhere ends every session of the operator, not those of others', async () => {
    const operator = await createOperator(t.app, { role: 'admin' });
    const first = await signIn(operator.email);
    const second = await signIn(operator.email);
    const other = await signInOperator(t.app, { role: 'admin' });
    expect((await second.inject!('GET', '/api/admin/me')).statusCode).toBe(200);

    const out = await first.inject!('POST', '/api/admin/auth/logout-all');
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((cookie) => cookie.name === 'ott_console')?.value).toBe('');
    expect((await first.inject!('GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await second.inject!('GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await other.inject('GET', '/api/admin/me')).statusCode).toBe(200);
    expect(await t.db.selectFrom('audit_log').select('action').where('operator_id', '=', operator.operatorId).execute()).toEqual([{ action: 'operator.logout_all' }]);
  });

  it('a temporary password must be changed first: every other route answers 403 PASSWORD_CHANGE_REQUIRED until then', async () => {
    const operator = await createOperator(t.app, { role: 'admin', mustChangePassword: true });
    const session = await signIn(operator.email);
    const spare = await openOperatorSession(t.app, operator.operatorId);
    expect(session.response.json().data.must_change_password).toBe(true);

    const blocked = await session.inject!('GET', '/api/admin/channels');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await session.inject!('GET', '/api/admin/channels/varsity')).json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await session.inject!('GET', '/api/admin/me')).statusCode).toBe(200);

    const wrong = await session.inject!('POST', '/api/admin/auth/password', { current_password: 'not-it', new_password: 'a-brand-new-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: ['Wrong password'] });
    const short = await session.inject!('POST', '/api/admin/auth/password', { current_password: OPERATOR_PASSWORD, new_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.new_password).toEqual(['Must be at least 12 characters']);

    const changed = await session.inject!('POST', '/api/admin/auth/password', { current_password: OPERATOR_PASSWORD, new_password: 'a-brand-new-password' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.must_change_password).toBe(false);
    expect((await session.inject!('GET', '/api/admin/channels')).statusCode).toBe(200);
    // The other session, opened with the old password, is over.
    expect((await consoleInject(t.app, spare.cookie, spare.csrf)('GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await login({ email: operator.email, password: OPERATOR_PASSWORD })).statusCode).toBe(401);
    expect((await login({ email: operator.email, password: 'a-brand-new-password' })).statusCode).toBe(200);
  });

  it('TOTP: turning it on asks for the password, turning it off asks for a code as well (400 on the field, the session stays)', async () => {
    const operator = await createOperator(t.app, { role: 'editor' });
    const session = await signIn(operator.email);
    const { secret } = (await session.inject!('POST', '/api/admin/auth/totp/setup')).json().data as { secret: string };

    const noPassword = await session.inject!('POST', '/api/admin/auth/totp/enable', { code: currentTotp(secret) });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors).toEqual({ password: ['Field is required'] });
    const wrongPassword = await session.inject!('POST', '/api/admin/auth/totp/enable', { password: 'not-the-password', code: currentTotp(secret) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ message: 'Wrong password', code: 'INCORRECT_PASSWORD', message_code: 'WRONG_PASSWORD', errors: { password: ['Wrong password'] }, error_codes: { password: [{ code: 'WRONG_PASSWORD' }] } });
    expect((await session.inject!('GET', '/api/admin/me')).json().data.totp_enabled).toBe(false);
    const enabled = await session.inject!('POST', '/api/admin/auth/totp/enable', { password: OPERATOR_PASSWORD, code: currentTotp(secret) });
    expect(enabled.statusCode).toBe(200);

    const noCode = await session.inject!('POST', '/api/admin/auth/totp/disable', { password: OPERATOR_PASSWORD });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().errors).toEqual({ code: ['Field is required'] });
    const wrongCode = await session.inject!('POST', '/api/admin/auth/totp/disable', { password: OPERATOR_PASSWORD, code: '000000' === currentTotp(secret, Date.now() + 30_000) ? '111111' : '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toEqual({ message: 'Wrong or expired code', code: 'TOTP_INVALID', message_code: 'WRONG_EXPIRED_CODE', errors: { code: ['Wrong or expired code'] }, error_codes: { code: [{ code: 'WRONG_EXPIRED_CODE' }] } });
    // Still on, and the session still answers.
    expect((await session.inject!('GET', '/api/admin/me')).json().data.totp_enabled).toBe(true);
    const off = await session.inject!('POST', '/api/admin/auth/totp/disable', { password: OPERATOR_PASSWORD, code: currentTotp(secret, Date.now() + 30_000) });
    expect(off.statusCode).toBe(200);
    expect((await session.inject!('GET', '/api/admin/me')).json().data.totp_enabled).toBe(false);
  });

  it('TOTP: enrol with a QR code, sign-in then needs the code (TOTP_REQUIRED / TOTP_INVALID), a recovery code works once, turning it off needs the password and a code', async () => {
    const operator = await createOperator(t.app, { role: 'editor' });
    const session = await signIn(operator.email);
    const setup = await session.inject!('POST', '/api/admin/auth/totp/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url, qr_svg } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Still off until confirmed.
    expect((await signIn(operator.email)).response.statusCode).toBe(200);

    const badCode = await session.inject!('POST', '/api/admin/auth/totp/enable', { password: OPERATOR_PASSWORD, code: currentTotp(secret, Date.now() - 10 * 60_000) });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json()).toEqual({ message: 'Wrong or expired code', code: 'TOTP_INVALID', message_code: 'WRONG_EXPIRED_CODE', errors: { code: ['Wrong or expired code'] }, error_codes: { code: [{ code: 'WRONG_EXPIRED_CODE' }] } });
    const enabled = await session.inject!('POST', '/api/admin/auth/totp/enable', { password: OPERATOR_PASSWORD, code: currentTotp(secret) });
    expect(enabled.statusCode).toBe(200);
    const codes = enabled.json().data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await t.db.selectFrom('operator_recovery_codes').select('code_hash').where('operator_id', '=', operator.operatorId).execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.code_hash)).not.toContain(codes[0]);
    expect((await session.inject!('GET', '/api/admin/me')).json().data.totp_enabled).toBe(true);

    const without = await login({ email: operator.email, password: OPERATOR_PASSWORD });
    expect(without.statusCode).toBe(401);
    expect(without.json().code).toBe('TOTP_REQUIRED');
    const wrong = await login({ email: operator.email, password: OPERATOR_PASSWORD, totp: '000000' === currentTotp(secret) ? '111111' : '000000' });
    expect(wrong.json().code).toBe('TOTP_INVALID');
    // The password is checked first: a right code does not help a wrong password.
    expect((await login({ email: operator.email, password: 'wrong', totp: currentTotp(secret) })).json().code).toBe('INVALID_CREDENTIALS');
    // The enrolment spent this step's code; the next step's (accepted for clock drift) signs in.
    expect((await login({ email: operator.email, password: OPERATOR_PASSWORD, totp: currentTotp(secret, Date.now() + 30_000) })).statusCode).toBe(200);

    expect((await login({ email: operator.email, password: OPERATOR_PASSWORD, totp: codes[3]!.toUpperCase() })).statusCode).toBe(200);
    const reused = await login({ email: operator.email, password: OPERATOR_PASSWORD, totp: codes[3]! });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('TOTP_INVALID');

    expect((await session.inject!('POST', '/api/admin/auth/totp/disable', { password: 'wrong', code: currentTotp(secret, Date.now() + 60_000) })).statusCode).toBe(400);
    expect((await session.inject!('POST', '/api/admin/auth/totp/disable', { password: OPERATOR_PASSWORD, code: codes[5] })).statusCode).toBe(200);
    expect((await login({ email: operator.email, password: OPERATOR_PASSWORD })).statusCode).toBe(200);
    const actions = await t.db.selectFrom('audit_log').select('action').where('operator_id', '=', operator.operatorId).orderBy('id').execute();
    expect(actions.map((row) => row.action)).toEqual(['operator.totp_enable', 'operator.totp_disable']);
  });
});

describe.each(dialects)('console cookie Secure flag (%s)', (dialect) => {
  const cookieAfterSignIn = async (env: Record<string, string>) => {
    const t = await createTestApp(dialect, { env });
    try {
      const operator = await createOperator(t.app, { role: 'owner' });
      const response = await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email: operator.email, password: OPERATOR_PASSWORD } });
      expect(response.statusCode).toBe(200);
      return response.cookies.find((cookie) => cookie.name === 'ott_console');
    } finally {
      await t.close();
    }
  };

  it('is Secure when the public origin is https', async () => {
    expect(await cookieAfterSignIn({ PUBLIC_ORIGIN: 'https://watch.example.com' })).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
  });

  it('is Secure in production even when PUBLIC_ORIGIN is unset or plain http (TLS ends at a proxy)', async () => {
    expect(await cookieAfterSignIn({ NODE_ENV: 'production' })).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
    expect(await cookieAfterSignIn({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://watch.example.com' })).toMatchObject({ secure: true });
  });

  it('is not Secure in development over plain http, so the console works on http://localhost', async () => {
    expect((await cookieAfterSignIn({ NODE_ENV: 'development' }))?.secure).toBeUndefined();
  });
});
