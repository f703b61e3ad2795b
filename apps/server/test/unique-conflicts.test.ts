import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxRepository } from '../src/lib/payments/sandbox/sandbox.repository';
import { createChannelRepository } from '../src/modules/channel/channel.repository';
import { createOperatorsRepository } from '../src/modules/operators/operators.repository';
import { createCouponsRepository } from '../src/modules/orders/coupons.repository';
import { createSocialAuthRepository } from '../src/modules/social-auth/social-auth.repository';
import { newUserRow } from '../src/modules/users/new-user';
import { createUsersRepository } from '../src/modules/users/users.repository';
import { type TestApp, createTestApp, dialects } from './helper';

/**
 * Repositories answer a refused duplicate with 'exists', so services never see a driver error. These are the
 * races a service's own check cannot close (two requests between the check and the write): the unique index decides.
 */
describe.each(dialects)('unique conflicts answered as meanings on %s', (dialect) => {
  let t: TestApp;
  let channelId: number;
  const at = '2026-01-01T00:00:00.000Z';
  const user = (email: string) => newUserRow({ channelId, email, passwordHash: null, firstName: 'Test', lastName: 'User', language: 'en', at });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    channelId = (await t.db.selectFrom('channels').select('id').where('key', '=', 'varsity').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => t.close());

  it('a channel key taken', async () => {
    const channels = createChannelRepository(t.db);
    const { id: _id, ...varsity } = (await channels.findChannelByKey('varsity'))!;
    expect(await channels.insertChannel({ ...varsity, hostnames: '[]' })).toBe('exists');
  });

  it('a user address taken, by a new account or by a change of address', async () => {
    const users = createUsersRepository(t.db);
    const ann = await users.insertUnlessTaken(user('ann@example.test'));
    const bob = await users.insertUnlessTaken(user('bob@example.test'));
    expect([typeof ann, typeof bob]).toEqual(['number', 'number']);
    expect(await users.insertUnlessTaken(user('ANN@example.test'))).toBe('exists');
    expect(await users.update(bob as number, { email: 'Ann@Example.test' })).toBe('exists');
    expect(await users.update(bob as number, { email: 'robert@example.test' })).toBeUndefined();
  });

  it('a promo code taken, by a new code or by a change of code', async () => {
    const coupons = createCouponsRepository(t.db);
    const code = (text: string) => ({ channel_id: channelId, code: text, code_normalized: text.toLowerCase(), kind: 'percent', value: 10, valid_from: null, valid_to: null, max_redemptions: null, pass_ids: null, event_ids: null, currency: null, per_user_limit: null, description: null, created_at: at, updated_at: at });
    await coupons.insert(code('SPRING'));
    const autumn = await coupons.insert(code('AUTUMN'));
    expect(await coupons.insert(code('Spring'))).toBe('exists');
    expect(await coupons.update(channelId, autumn as number, { code: 'Spring', code_normalized: 'spring' })).toBe('exists');
  });

  it('an operator address taken', async () => {
    const operators = createOperatorsRepository(t.db);
    const row = { email: 'twice@example.test', name: 'Twice', password_hash: 'x', is_owner: 0, must_change_password: 1, totp_secret: null, totp_enabled: 0, created_at: at, updated_at: at };
    expect(typeof (await operators.insert(row))).toBe('number');
    expect(await operators.insert(row)).toBe('exists');
  });

  it('a provider identity already linked', async () => {
    const userId = (await createUsersRepository(t.db).insertUnlessTaken(user('linked@example.test'))) as number;
    const social = createSocialAuthRepository(t.db);
    const row = { channel_id: channelId, user_id: userId, provider: 'google', subject: 'sub-1', created_at: at };
    expect(await social.insertIdentity(row)).toBeUndefined();
    expect(await social.insertIdentity(row)).toBe('exists');
  });

  it('a sandbox payment or refund under an idempotency key already used', async () => {
    const sandbox = createSandboxRepository(t.db);
    const payment = { id: 'pi_1', idempotency_key: 'key-1', amount: 500, currency: 'usd', payment_method: 'pm_card_visa', customer: null, metadata: '{}', status: 'processing', created_at: at };
    expect(await sandbox.insertPayment(payment)).toBeUndefined();
    expect(await sandbox.insertPayment({ ...payment, id: 'pi_2' })).toBe('exists');
    const refund = { id: 're_1', payment_id: 'pi_1', idempotency_key: 'refund-1', amount: 100, reason: null, metadata: '{}', status: 'pending', created_at: at };
    expect(await sandbox.insertRefund(refund)).toBeUndefined();
    expect(await sandbox.insertRefund({ ...refund, id: 're_2' })).toBe('exists');
  });
});
