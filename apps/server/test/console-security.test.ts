/**
 * The console's session, privilege and upload defences, tried the way an attacker would (docs/decisions/0039):
 * a planted cookie, writes without the CSRF token (JSON, multipart, `_method`), a TOTP code replayed, an admin
 * reaching past their channels through a shared operator, an SVG with script, a path in a file name, and secrets
 * in the audit log.
 */
import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_COOKIE } from '../src/modules/operators/console-session';
import { currentTotp } from '../src/modules/operators/totp';
import { OPERATOR_PASSWORD, consoleInject, createOperator, sessionCookieOf, signInOperator } from './console-helpers';
import { createTestApp, dialects, type TestApp } from './helper';

const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const A = '/api/admin/channels/varsity';

function multipart(filename: string, type: string, data: Buffer) {
  const boundary = '----ott-security-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50" onload="alert(1)"><script>alert(document.cookie)</script>' +
    '<rect width="200" height="50" fill="#e4572e"/><foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(2)"/></foreignObject></svg>',
);

describe.each(dialects)('console security (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_IDENTIFIER: '1000' } });
  });
  afterAll(async () => t?.close());

  const login = (payload: Record<string, unknown>, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload, remoteAddress: freshIp(), ...(cookie ? { headers: { cookie } } : {}) });

  describe('session', () => {
    it('a sign-in never adopts the cookie it was sent (no session fixation), and the old one stays what it was', async () => {
      const operator = await createOperator(t.app, { role: 'editor' });
      const planted = `${CONSOLE_COOKIE}=planted-by-someone-else`;
      const response = await login({ email: operator.email, password: OPERATOR_PASSWORD }, planted);
      expect(response.statusCode).toBe(200);
      const issued = sessionCookieOf(response);
      expect(issued).not.toBe(planted);
      expect(response.cookies.find((cookie) => cookie.name === CONSOLE_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: planted } })).statusCode).toBe(401);
      // Signing in again while signed in gives another session, not the same token.
      const again = await login({ email: operator.email, password: OPERATOR_PASSWORD }, issued);
      expect(sessionCookieOf(again)).not.toBe(issued);
    });

    it('a logged-out cookie is dead for every route, reads included', async () => {
      const operator = await signInOperator(t.app, { role: 'editor' });
      expect((await operator.inject('POST', '/api/admin/auth/logout')).statusCode).toBe(200);
      for (const [method, url] of [
        ['GET', '/api/admin/me'],
        ['GET', `${A}/events`],
        ['POST', `${A}/faq`],
      ] as const) {
        expect((await operator.inject(method, url, method === 'POST' ? { question: 'Q?', answer: 'A.' } : undefined)).statusCode, url).toBe(401);
      }
    });

    it('HEAD copies of console reads are checked like the reads', async () => {
      const stranger = await signInOperator(t.app, { role: 'admin', channelKey: 'universitaire' });
      expect((await t.app.inject({ method: 'HEAD', url: `${A}/events` })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'HEAD', url: `${A}/events`, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'HEAD', url: '/api/admin/audit', headers: { cookie: (await signInOperator(t.app, { role: 'editor' })).cookie } })).statusCode).toBe(403);
    });

    it('refuses writes without the session’s own CSRF token: JSON, another session’s token, multipart uploads and _method overrides', async () => {
      const editor = await signInOperator(t.app, { role: 'admin' });
      const other = await signInOperator(t.app, { role: 'admin' });
      const faqCount = async () => ((await editor.inject('GET', `${A}/faq`)).json().data as unknown[]).length;
      const before = await faqCount();
      const send = (method: string, url: string, csrf: string | undefined, extra: { payload?: unknown; headers?: Record<string, string> }) =>
        t.app.inject({
          method: method as 'POST',
          url,
          headers: { cookie: editor.cookie, ...(csrf === undefined ? {} : { 'x-csrf-token': csrf }), ...extra.headers },
          ...(extra.payload === undefined ? {} : { payload: extra.payload as string }),
        });
      const faq = { question: 'Forged?', answer: 'No.' };
      for (const csrf of [undefined, '', other.csrf, `${editor.csrf}x`]) {
        const label = `csrf=${String(csrf)}`;
        expect((await send('POST', `${A}/faq`, csrf, { payload: faq })).json().code, label).toBe('CSRF_TOKEN_INVALID');
        const image = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } }).png().toBuffer();
        const body = multipart('slide.png', 'image/png', image);
        expect((await send('POST', `${A}/slides/images`, csrf, body)).json().code, label).toBe('CSRF_TOKEN_INVALID');
        expect((await send('POST', `${A}/branding/logo`, csrf, body)).json().code, label).toBe('CSRF_TOKEN_INVALID');
        const id = (await editor.inject('GET', `${A}/faq`)).json().data[0].id as number;
        expect((await send('POST', `${A}/faq/${id}`, csrf, { payload: { _method: 'delete' } })).json().code, label).toBe('CSRF_TOKEN_INVALID');
        expect((await send('POST', `${A}/faq/${id}`, csrf, { payload: { _method: 'put', ...faq } })).json().code, label).toBe('CSRF_TOKEN_INVALID');
      }
      expect(await faqCount()).toBe(before);
      // The right token passes the same override (proving the refusals above were the token's).
      const id = (await editor.inject('GET', `${A}/faq`)).json().data[0].id as number;
      expect((await send('POST', `${A}/faq/${id}`, editor.csrf, { payload: { _method: 'put', ...faq } })).statusCode).toBe(200);
    });

    it('a TOTP code signs in once: the same code again within its window is refused', async () => {
      const operator = await createOperator(t.app, { role: 'editor' });
      const first = await login({ email: operator.email, password: OPERATOR_PASSWORD });
      const inject = consoleInject(t.app, sessionCookieOf(first), first.json().data.csrf_token as string);
      const { secret } = (await inject('POST', '/api/admin/auth/totp/setup')).json().data as { secret: string };
      const enrolCode = currentTotp(secret);
      expect((await inject('POST', '/api/admin/auth/totp/enable', { password: OPERATOR_PASSWORD, code: enrolCode })).statusCode).toBe(200);
      // The code used to enrol is spent too; the next step's code (accepted for clock drift) signs in once.
      expect((await login({ email: operator.email, password: OPERATOR_PASSWORD, totp: enrolCode })).json().code).toBe('TOTP_INVALID');
      const next = currentTotp(secret, Date.now() + 30_000);
      expect((await login({ email: operator.email, password: OPERATOR_PASSWORD, totp: next })).statusCode).toBe(200);
      const replay = await login({ email: operator.email, password: OPERATOR_PASSWORD, totp: next });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().code).toBe('TOTP_INVALID');
      // An older code than one already used is refused as well.
      expect((await login({ email: operator.email, password: OPERATOR_PASSWORD, totp: currentTotp(secret, Date.now() - 30_000) })).json().code).toBe('TOTP_INVALID');
    });

    it('a temporary password blocks every write and read but /me, logout (everywhere) and the change, whatever the method or override', async () => {
      const operator = await signInOperator(t.app, { role: 'admin', mustChangePassword: true });
      const tries: Array<[string, string, unknown?]> = [
        ['GET', `${A}/events`],
        ['POST', `${A}/faq`, { question: 'Q?', answer: 'A.' }],
        ['POST', `${A}/faq/1`, { _method: 'delete' }],
        ['POST', '/api/admin/auth/totp/setup'],
        ['GET', '/api/admin/operators'],
        ['PATCH', `/api/admin/operators/${operator.operatorId}`, { name: 'Me' }],
      ];
      for (const [method, url, body] of tries) expect((await operator.inject(method, url, body)).json().code, `${method} ${url}`).toBe('PASSWORD_CHANGE_REQUIRED');
    });
  });

  describe('privilege', () => {
    it('an admin cannot reset the password of an operator who also holds another channel (the temporary password would open it)', async () => {
      const adminA = await signInOperator(t.app, { role: 'admin', channelKey: 'varsity' });
      const shared = await createOperator(t.app, { role: 'editor', channelKey: 'varsity', extraGrants: [{ channelKey: 'universitaire', role: 'admin' }] });
      const hashBefore = (await t.db.selectFrom('operators').select('password_hash').where('id', '=', shared.operatorId).executeTakeFirstOrThrow()).password_hash;
      const reset = await adminA.inject('PATCH', `/api/admin/operators/${shared.operatorId}`, { reset_password: true });
      expect(reset.statusCode).toBe(403);
      expect(reset.body).not.toContain('temporary_password":"');
      const after = await t.db.selectFrom('operators').select(['password_hash', 'must_change_password']).where('id', '=', shared.operatorId).executeTakeFirstOrThrow();
      expect(after.password_hash).toBe(hashBefore);
      expect(after.must_change_password).toBe(0);
      // Their role on the admin's own channel is still the admin's to change, and an operator of that channel alone may be reset.
      expect((await adminA.inject('PATCH', `/api/admin/operators/${shared.operatorId}`, { channels: [{ channel_key: 'varsity', role: 'analyst' }] })).statusCode).toBe(200);
      const local = await createOperator(t.app, { role: 'editor', channelKey: 'varsity' });
      const localReset = await adminA.inject('PATCH', `/api/admin/operators/${local.operatorId}`, { reset_password: true });
      expect(localReset.statusCode).toBe(200);
      expect(localReset.json().data.temporary_password).toMatch(/^\S{16}$/);
    });

    it('a removed role or a deleted operator loses access on the next request, live sessions included', async () => {
      const admin = await signInOperator(t.app, { role: 'admin', channelKey: 'varsity' });
      const editor = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity', extraGrants: [{ channelKey: 'universitaire', role: 'analyst' }] });
      expect((await editor.inject('GET', `${A}/events`)).statusCode).toBe(200);
      expect((await admin.inject('PATCH', `/api/admin/operators/${editor.operatorId}`, { channels: [] })).statusCode).toBe(200);
      expect((await editor.inject('GET', `${A}/events`)).statusCode).toBe(404);
      expect((await editor.inject('POST', `${A}/faq`, { question: 'Still here?', answer: 'No.' })).statusCode).toBe(404);
      const owner = await signInOperator(t.app, { role: 'owner' });
      expect((await owner.inject('DELETE', `/api/admin/operators/${editor.operatorId}`)).statusCode).toBe(200);
      expect((await editor.inject('GET', '/api/admin/me')).statusCode).toBe(401);
    });

    it('an editor reaches neither operators, the audit log, branding, channel settings nor the export', async () => {
      const editor = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
      const tries: Array<[string, string, unknown?]> = [
        ['GET', '/api/admin/operators'],
        ['POST', '/api/admin/operators', { email: 'x@example.test', name: 'X', channels: [{ channel_key: 'varsity', role: 'admin' }] }],
        ['PATCH', `/api/admin/operators/${editor.operatorId}`, { channels: [{ channel_key: 'varsity', role: 'admin' }] }],
        ['GET', '/api/admin/audit'],
        ['GET', `${A}/audit`],
        ['PUT', `${A}/branding`, { color_settings: {} }],
        ['DELETE', `${A}/branding/logo`],
        ['PATCH', A, { name: 'Mine now' }],
        ['GET', `${A}/export`],
        ['POST', '/api/admin/channels', { channel_key: 'mine', name: 'Mine', hostnames: [], language: 'en', currency: 'USD', time_zone: 'UTC' }],
      ];
      for (const [method, url, body] of tries) expect((await editor.inject(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.db.selectFrom('operator_channel_roles').select('role').where('operator_id', '=', editor.operatorId).execute()).map((row) => row.role)).toEqual(['editor']);
    });

    it('an archived channel is 404 to those who do not hold it, exactly like an unknown key, and stays editable by its own admin', async () => {
      const owner = await signInOperator(t.app, { role: 'owner' });
      const made = await owner.inject('POST', '/api/admin/channels', { name: 'Shelved', channel_key: 'shelved', hostnames: ['shelved.example.com'], language: 'en', currency: 'USD', time_zone: 'UTC' });
      expect(made.statusCode).toBe(201);
      const own = await signInOperator(t.app, { role: 'admin', channelKey: 'shelved' });
      const stranger = await signInOperator(t.app, { role: 'admin', channelKey: 'varsity' });
      expect((await owner.inject('PATCH', '/api/admin/channels/shelved', { archived: true })).json().data.archived).toBe(true);
      const unknown = await stranger.inject('GET', '/api/admin/channels/no-such-channel/faq');
      for (const [method, url, body] of [
        ['GET', '/api/admin/channels/shelved'],
        ['GET', '/api/admin/channels/shelved/faq'],
        ['PATCH', '/api/admin/channels/shelved', { archived: false }],
        ['POST', '/api/admin/channels/shelved/faq', { question: 'Q?', answer: 'A.' }],
      ] as Array<[string, string, unknown?]>) {
        const response = await stranger.inject(method, url, body);
        expect([response.statusCode, response.body], `${method} ${url}`).toEqual([unknown.statusCode, unknown.body]);
      }
      expect((await stranger.inject('GET', '/api/admin/channels')).json().data.map((channel: { channel_key: string }) => channel.channel_key)).not.toContain('shelved');
      expect((await own.inject('POST', '/api/admin/channels/shelved/faq', { question: 'Still ours?', answer: 'Yes.' })).statusCode).toBe(200);
      expect((await owner.inject('GET', '/api/admin/channels/shelved')).json().data.archived).toBe(true);
    });

    it('an admin cannot claim a hostname for their channel: unknown hostnames answer the default channel, so a new one would take its viewers', async () => {
      const adminB = await signInOperator(t.app, { role: 'admin', channelKey: 'universitaire' });
      const keyOf = async (host: string) => (await t.app.inject({ method: 'GET', url: `/keys/${host}.json` })).json().channel_key as string;
      expect(await keyOf('localhost')).toBe('varsity');
      const current = (await adminB.inject('GET', '/api/admin/channels/universitaire')).json().data.hostnames as string[];
      const claim = await adminB.inject('PATCH', '/api/admin/channels/universitaire', { hostnames: [...current, 'localhost'] });
      expect(claim.statusCode).toBe(403);
      expect(claim.json().errors).toEqual({ hostnames: ['Only an owner may add a hostname'] });
      expect(await keyOf('localhost')).toBe('varsity');
      // Saving the settings form with the hostnames as they are, or dropping one, stays the admin's.
      expect((await adminB.inject('PATCH', '/api/admin/channels/universitaire', { name: 'Réseau universitaire', hostnames: current })).statusCode).toBe(200);
      const owner = await signInOperator(t.app, { role: 'owner' });
      expect((await owner.inject('PATCH', '/api/admin/channels/universitaire', { hostnames: [...current, 'tv.universitaire.example'] })).statusCode).toBe(200);
      expect((await adminB.inject('PATCH', '/api/admin/channels/universitaire', { hostnames: current })).statusCode).toBe(200);
      expect(await keyOf('tv.universitaire.example')).toBe('varsity');
    });

    it('an admin cannot raise themselves: owner, a role elsewhere, or a channel they do not administer', async () => {
      const admin = await signInOperator(t.app, { role: 'admin', channelKey: 'varsity', extraGrants: [{ channelKey: 'universitaire', role: 'analyst' }] });
      expect((await admin.inject('PATCH', `/api/admin/operators/${admin.operatorId}`, { is_owner: true })).statusCode).toBe(403);
      expect((await admin.inject('PATCH', `/api/admin/operators/${admin.operatorId}`, { channels: [{ channel_key: 'universitaire', role: 'admin' }] })).statusCode).toBe(403);
      expect((await admin.inject('POST', '/api/admin/operators', { email: 'sock@example.test', name: 'Sock', channels: [{ channel_key: 'universitaire', role: 'admin' }] })).statusCode).toBe(403);
      const grants = await t.db.selectFrom('operator_channel_roles').select(['channel_id', 'role']).where('operator_id', '=', admin.operatorId).orderBy('channel_id').execute();
      expect(grants.map((grant) => grant.role).sort()).toEqual(['admin', 'analyst']);
      expect((await t.db.selectFrom('operators').select('is_owner').where('id', '=', admin.operatorId).executeTakeFirstOrThrow()).is_owner).toBe(0);
    });
  });

  describe('uploads', () => {
    it('an SVG logo with script is served as a PNG picture, never as SVG markup', async () => {
      const owner = await signInOperator(t.app, { role: 'owner' });
      for (const kind of ['logo', 'favicon'] as const) {
        const body = multipart('../../../../evil.svg', 'image/svg+xml', SVG_WITH_SCRIPT);
        const response = await t.app.inject({ method: 'POST', url: `${A}/branding/${kind}`, payload: body.payload, headers: { ...body.headers, cookie: owner.cookie, 'x-csrf-token': owner.csrf } });
        expect(response.statusCode, response.body).toBe(200);
        const data = response.json().data as Record<string, unknown>;
        const urls = Object.values(data).filter((value): value is string => typeof value === 'string' && value.startsWith('/media/'));
        expect(urls.length, kind).toBeGreaterThan(0);
        for (const url of urls) {
          expect(url).not.toContain('..');
          expect(url).not.toContain('evil');
          const served = await t.app.inject({ method: 'GET', url });
          expect(served.statusCode, url).toBe(200);
          expect(served.headers['content-type'], url).not.toContain('svg');
          expect(served.headers['x-content-type-options'], url).toBe('nosniff');
          expect(served.rawPayload.includes('<script')).toBe(false);
          expect(served.rawPayload.includes('alert')).toBe(false);
        }
      }
      const slide = multipart('..%2f..%2fslide.svg', 'image/svg+xml', SVG_WITH_SCRIPT);
      const uploaded = await t.app.inject({ method: 'POST', url: `${A}/slides/images`, payload: slide.payload, headers: { ...slide.headers, cookie: owner.cookie, 'x-csrf-token': owner.csrf } });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const image = uploaded.json().data.image as string;
      expect(image).not.toContain('..');
      const served = await t.app.inject({ method: 'GET', url: image });
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.includes('<script')).toBe(false);
    });

    it('refuses pictures too big to draw (a tiny file declaring 100000 × 100000 px, PNG or SVG) and files over the size limit, with a 4xx', async () => {
      const owner = await signInOperator(t.app, { role: 'owner' });
      const team = (await owner.inject('GET', `${A}/participants?limit=1`)).json().data[0].id as number;
      const svgBomb = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="100%" height="100%" fill="red"/></svg>');
      // A PNG header claiming 100000 × 100000 px in a few bytes.
      const pngBomb = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000000' } }).png().toBuffer();
      pngBomb.writeUInt32BE(100_000, 16);
      pngBomb.writeUInt32BE(100_000, 20);
      const oversized = Buffer.concat([await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000000' } }).png().toBuffer(), Buffer.alloc(6 * 1024 * 1024)]);
      for (const url of [`${A}/branding/logo`, `${A}/branding/favicon`, `${A}/slides/images`, `${A}/participants/${team}/logo`]) {
        for (const [name, type, data] of [
          ['bomb.svg', 'image/svg+xml', svgBomb],
          ['bomb.png', 'image/png', pngBomb],
          ['big.png', 'image/png', oversized],
        ] as const) {
          const body = multipart(name, type, data);
          const response = await t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, cookie: owner.cookie, 'x-csrf-token': owner.csrf } });
          expect(response.statusCode, `${url} ${name}: ${response.body}`).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, `${url} ${name}: ${response.body}`).toBeLessThan(500);
        }
      }
    });

    it('refuses HTML named .png and sent as image/png (the bytes decide, not the name or the type)', async () => {
      const owner = await signInOperator(t.app, { role: 'owner' });
      const html = Buffer.from('<html><body><script>alert(1)</script></body></html>');
      for (const url of [`${A}/branding/logo`, `${A}/slides/images`]) {
        const body = multipart('logo.png', 'image/png', html);
        const response = await t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, cookie: owner.cookie, 'x-csrf-token': owner.csrf } });
        expect(response.statusCode, url).toBe(400);
      }
    });
  });

  describe('audit log', () => {
    it('holds no password hash, TOTP secret, recovery code, temporary password or session token', async () => {
      const owner = await signInOperator(t.app, { role: 'owner' });
      const created = (await owner.inject('POST', '/api/admin/operators', { email: 'audited@example.test', name: 'Audited', channels: [{ channel_key: 'varsity', role: 'editor' }] })).json().data;
      const reset = (await owner.inject('PATCH', `/api/admin/operators/${created.operator.id}`, { reset_password: true })).json().data;
      const operator = await createOperator(t.app, { role: 'editor' });
      const signedIn = await login({ email: operator.email, password: OPERATOR_PASSWORD });
      const token = sessionCookieOf(signedIn).split('=')[1]!;
      const csrf = signedIn.json().data.csrf_token as string;
      const inject = consoleInject(t.app, sessionCookieOf(signedIn), csrf);
      const { secret } = (await inject('POST', '/api/admin/auth/totp/setup')).json().data as { secret: string };
      const codes = (await inject('POST', '/api/admin/auth/totp/enable', { password: OPERATOR_PASSWORD, code: currentTotp(secret) })).json().data.recovery_codes as string[];
      expect((await inject('POST', '/api/admin/auth/password', { current_password: OPERATOR_PASSWORD, new_password: 'another-long-password-1' })).statusCode).toBe(200);
      const rows = await t.db.selectFrom('audit_log').select(['before_json', 'after_json']).execute();
      const text = rows.map((row) => `${row.before_json ?? ''}\n${row.after_json ?? ''}`).join('\n');
      const hashes = (await t.db.selectFrom('operators').select('password_hash').execute()).map((row) => row.password_hash);
      for (const secretValue of [secret, token, csrf, created.temporary_password, reset.temporary_password, OPERATOR_PASSWORD, 'another-long-password-1', ...codes, ...hashes]) {
        expect(text.includes(secretValue as string), `audit holds ${String(secretValue).slice(0, 8)}…`).toBe(false);
      }
      expect(text).not.toMatch(/password_hash|totp_secret|token_hash|\$argon2/);
    });
  });
});
