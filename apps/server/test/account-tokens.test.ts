import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_TOKEN_TTL_MS, type AccountTokens, createAccountTokens } from '../src/modules/account-tokens/account-tokens.service';
import { hashSecretToken } from '../src/lib/secret-token';
import { createUsersRepository } from '../src/modules/users/users.repository';
import { createTestApp, dialects, type TestApp } from './helper';

const HOUR = 3_600_000;

describe.each(dialects)('account tokens (%s)', (dialect) => {
  let t: TestApp;
  let tokens: AccountTokens;
  let offsetMs = 0;
  let alice: number;
  let bob: number;

  const addUser = async (email: string) => {
    const channel = await t.db.selectFrom('channels').select('id').where('key', '=', 'varsity').executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    return createUsersRepository(t.db).insert({
      channel_id: channel.id,
      email,
      password_hash: null,
      first_name: 'Test',
      last_name: 'User',
      mailing_opt_in: 0,
      language: 'en',
      temporary_password: 0,
      email_verified_at: null,
      trial_period_used: null,
      clips_count: 0,
      downloads_count: 0,
      created_at: at,
      updated_at: at,
    });
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    tokens = createAccountTokens({ db: t.db, now: () => new Date(Date.now() + offsetMs) });
    alice = await addUser('alice@example.test');
    bob = await addUser('bob@example.test');
  });
  afterAll(async () => t.close());
  beforeEach(() => {
    offsetMs = 0;
  });

  it('issues 256-bit URL-safe tokens and stores only their SHA-256', async () => {
    const token = await tokens.issue(alice, 'verify_email', HOUR);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.selectFrom('account_tokens').selectAll().where('user_id', '=', alice).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.hash).toBe(hashSecretToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('accepts a token once', async () => {
    const token = await tokens.issue(alice, 'password_reset', HOUR);
    expect(await tokens.consume(alice, 'password_reset', token)).toBe('ok');
    expect(await tokens.consume(alice, 'password_reset', token)).toBe('invalid');
  });

  it('refuses a token for another user, another purpose, or one never issued', async () => {
    const token = await tokens.issue(alice, 'delete_account', HOUR);
    expect(await tokens.consume(bob, 'delete_account', token)).toBe('invalid');
    expect(await tokens.consume(alice, 'password_reset', token)).toBe('invalid');
    expect(await tokens.consume(alice, 'delete_account', 'made-up')).toBe('invalid');
    expect(await tokens.consume(alice, 'delete_account', token)).toBe('ok');
  });

  it('reports an expired token as expired, at the exact expiry, without using it up', async () => {
    const token = await tokens.issue(bob, 'verify_email', ACCOUNT_TOKEN_TTL_MS.verify_email);
    offsetMs = ACCOUNT_TOKEN_TTL_MS.verify_email;
    expect(await tokens.consume(bob, 'verify_email', token)).toBe('expired');
    expect(await tokens.consume(bob, 'verify_email', token)).toBe('expired');
  });

  it('accepts a token just before it expires', async () => {
    const token = await tokens.issue(bob, 'password_reset', ACCOUNT_TOKEN_TTL_MS.password_reset);
    offsetMs = ACCOUNT_TOKEN_TTL_MS.password_reset - 1_000;
    expect(await tokens.consume(bob, 'password_reset', token)).toBe('ok');
  });

  it('invalidates older unused tokens of the same purpose when a new one is issued, and only those', async () => {
    const older = await tokens.issue(alice, 'password_reset', HOUR);
    const otherPurpose = await tokens.issue(alice, 'verify_email', HOUR);
    const newer = await tokens.issue(alice, 'password_reset', HOUR);
    expect(await tokens.consume(alice, 'password_reset', older)).toBe('invalid');
    expect(await tokens.consume(alice, 'password_reset', newer)).toBe('ok');
    expect(await tokens.consume(alice, 'verify_email', otherPurpose)).toBe('ok');
  });

  it('revokes all tokens of a purpose, or every purpose', async () => {
    const reset = await tokens.issue(bob, 'password_reset', HOUR);
    const deletion = await tokens.issue(bob, 'delete_account', HOUR);
    await tokens.revokeAll(bob, 'password_reset');
    expect(await tokens.consume(bob, 'password_reset', reset)).toBe('invalid');
    const verify = await tokens.issue(bob, 'verify_email', HOUR);
    await tokens.revokeAll(bob);
    expect(await tokens.consume(bob, 'delete_account', deletion)).toBe('invalid');
    expect(await tokens.consume(bob, 'verify_email', verify)).toBe('invalid');
  });

  it('lets only one of two simultaneous uses succeed', async () => {
    const token = await tokens.issue(alice, 'delete_account', HOUR);
    const results = await Promise.all([tokens.consume(alice, 'delete_account', token), tokens.consume(alice, 'delete_account', token)]);
    expect(results.sort()).toEqual(['invalid', 'ok']);
  });

  it('purges tokens a week after they expired', async () => {
    await tokens.revokeAll(alice);
    await tokens.issue(alice, 'verify_email', HOUR);
    offsetMs = HOUR + 6 * 24 * HOUR;
    expect(await tokens.purgeExpired()).toBe(0);
    offsetMs = HOUR + 7 * 24 * HOUR + 1;
    expect(await tokens.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await t.db.selectFrom('account_tokens').select('id').where('user_id', '=', alice).execute()).toEqual([]);
  });

  it('disappear with their user', async () => {
    const carol = await addUser('carol@example.test');
    await tokens.issue(carol, 'password_reset', HOUR);
    await createUsersRepository(t.db).delete(carol);
    expect(await t.db.selectFrom('account_tokens').select('id').where('user_id', '=', carol).execute()).toEqual([]);
  });
});
