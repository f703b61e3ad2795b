import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/create-database';
import { seedIfEmpty } from '../src/db/seed';
import { demoAccountLines, demoUsers } from '../src/db/seed/demo-users';
import { createAccountCommand } from '../src/modules/users/create-account.command';
import { OperatorAccountError, createOperatorAccount, temporaryPassword } from '../src/modules/users/operator-account';
import { type TestApp, dialects } from './helper';
import { createAuthTestApp, login, post, uniqueEmail } from './auth-helpers';

describe('temporary passwords', () => {
  it('are three groups of four unambiguous characters, different each time', () => {
    const passwords = new Set(Array.from({ length: 50 }, temporaryPassword));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
  });
});

describe.each(dialects)('operator-created accounts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('log in with the temporary password, flagged until the user sets their own', async () => {
    const email = uniqueEmail('operator-made');
    const account = await createOperatorAccount(t.db, { channelKey: 'universitaire', email, firstName: 'Luc', lastName: 'Roy' });
    const { status, body } = await login(t.app, email, account.temporaryPassword, 'universitaire');
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({ id: account.id, temporary_password: true, first_name: 'Luc', language: 'fr' });
    const changed = await post(t.app, '/api/profile', { _method: 'patch', api_key: body.data.api_key, password: 'my-own-passphrase', password_confirmation: 'my-own-passphrase' });
    expect(changed.body.data.temporary_password).toBe(false);
  });

  it.each([
    ['an unknown channel', { channelKey: 'nope', email: uniqueEmail() }, 'No channel with key "nope"'],
    ['a bad email', { channelKey: 'varsity', email: 'not-an-email' }, 'is not a valid email address'],
    ['an address the channel has', { channelKey: 'varsity', email: 'VIEWER@varsity.test' }, 'already has an account'],
  ])('refuse %s', async (_name, input, message) => {
    await expect(createOperatorAccount(t.db, { firstName: '', lastName: '', ...input })).rejects.toThrow(message);
  });

  it('are listed among the demo accounts at start, the temporary one only until it is changed', async () => {
    const lines = await demoAccountLines(t.db);
    const all = Object.values(demoUsers).flat();
    expect(lines).toHaveLength(all.length);
    expect(lines.join('\n')).toContain('viewer@varsity.test / watch-the-game');
    const { body } = await login(t.app, 'newcomer@varsity.test', 'temporary-4821');
    await post(t.app, '/api/profile', { _method: 'patch', api_key: body.data.api_key, password: 'my-own-passphrase', password_confirmation: 'my-own-passphrase' });
    const after = await demoAccountLines(t.db);
    expect(after.join('\n')).not.toContain('newcomer@varsity.test');
    expect(after).toHaveLength(all.length - 1);
  });
});

describe.each(dialects)('demo accounts of a database from before accounts, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAuthTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('are added once at start while no channel has any user', async () => {
    await t.db.deleteFrom('users').execute();
    await seedIfEmpty(t.db);
    expect((await login(t.app, 'viewer@varsity.test', 'watch-the-game')).status).toBe(200);
    const count = async () => (await t.db.selectFrom('users').select('id').execute()).length;
    const seeded = await count();
    expect(seeded).toBe(Object.values(demoUsers).flat().length);
    await seedIfEmpty(t.db);
    expect(await count()).toBe(seeded);
  });
});

describe('npm run create-account', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ott-create-account-'));
  const env = { NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prepares an empty database, creates the account and prints its temporary password once', async () => {
    const output = await createAccountCommand(['--channel', 'varsity', '--email', 'member@example.test', '--first-name', 'Sam', '--last-name', 'Lee'], env);
    const password = /Temporary password: (\S+)/.exec(output)?.[1];
    expect(password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const handle = createDatabase({ dataDir, databaseUrl: null });
    try {
      const user = await handle.db.selectFrom('users').selectAll().where('email_normalized', '=', 'member@example.test').executeTakeFirstOrThrow();
      expect(user).toMatchObject({ first_name: 'Sam', last_name: 'Lee', temporary_password: 1 });
      expect(user.password_hash).not.toContain(password);
    } finally {
      await handle.db.destroy();
    }
  });

  it('explains its usage when arguments are missing or unknown, and on --help', async () => {
    await expect(createAccountCommand(['--channel', 'varsity'], env)).rejects.toThrow(OperatorAccountError);
    await expect(createAccountCommand(['--channel', 'varsity', '--email', 'x@example.test', '--bogus'], env)).rejects.toThrow(/Usage: npm run create-account/);
    expect(await createAccountCommand(['--help'], env)).toContain('Usage: npm run create-account');
  });
});
