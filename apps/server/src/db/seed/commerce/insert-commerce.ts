import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../schema';
import { normalizeEmail } from '../../../modules/users/users.repository';
import { itemKey } from '../../../modules/orders/item-key';
import { normalizeCode } from '../../../modules/orders/orders.repository';
import { type DemoUser, demoUsers, insertDemoUsers } from '../demo-users';
import type { ChannelSeed } from '../types';
import { passName } from './season';

type Tx = Transaction<Database>;

function required<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`Seed data refers to unknown "${name}"`);
  return value;
}

/** The passes with what they cover, one single-event package per paid or ppv event, and the promo codes. */
async function insertCatalogue(tx: Tx, channelId: number, seed: ChannelSeed, now: Date): Promise<Map<string, number>> {
  const [categories, participants] = await Promise.all([
    tx.selectFrom('event_categories').select(['id', 'alias']).where('channel_id', '=', channelId).execute(),
    tx.selectFrom('participants as p').innerJoin('participant_groups as g', 'g.id', 'p.participant_group_id').select(['p.id', 'g.alias']).where('p.channel_id', '=', channelId).execute(),
  ]);
  const categoryIds = new Map(categories.map((row) => [row.alias, row.id]));
  const passIds = new Map<string, number>();
  for (const { covers, extends: _bases, capabilities, ...pass } of seed.passes) {
    const name = passName(pass.name, now);
    const { id } = await tx
      .insertInto('passes')
      .values({
        ...pass,
        name,
        channel_id: channelId,
        currency: seed.currency,
        image: null,
        is_team_pass: pass.is_team_pass ? 1 : 0,
        covers_all_events: covers && 'all' in covers ? 1 : 0,
        capabilities: JSON.stringify(capabilities),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    passIds.set(name, id);
    if (covers && 'categories' in covers) {
      await tx.insertInto('pass_categories').values(covers.categories.map((alias) => ({ pass_id: id, event_category_id: required(categoryIds.get(alias), alias) }))).execute();
    }
    if (covers && 'schools' in covers) {
      const teams = participants.filter((row) => covers.schools.includes(row.alias));
      await tx.insertInto('pass_participants').values(teams.map((team) => ({ pass_id: id, participant_id: team.id }))).execute();
    }
  }
  const extras = seed.passes.flatMap((pass) => (pass.extends ?? []).map((base) => ({ pass_id: required(passIds.get(passName(base, now)), base), extra_pass_id: passIds.get(passName(pass.name, now))! })));
  if (extras.length > 0) await tx.insertInto('pass_extras').values(extras).execute();

  await insertEventPackages(tx, channelId, seed);

  await tx
    .insertInto('coupons')
    .values(
      seed.commerce.coupons.map((coupon) => ({
        channel_id: channelId,
        code: coupon.code,
        code_normalized: normalizeCode(coupon.code),
        kind: coupon.kind,
        value: coupon.value,
        valid_from: null,
        valid_to: null,
        max_redemptions: coupon.max_redemptions,
        applies_to: coupon.passes ? 'items' : 'all',
        currency: coupon.kind === 'amount' ? seed.currency : null,
        pass_ids: coupon.passes ? JSON.stringify(coupon.passes.map((name) => required(passIds.get(passName(name, now)), name))) : null,
        created_at: now.toISOString(),
      })),
    )
    .execute();
  return passIds;
}

/** A single-event package for each paid or ppv event of the channel that has none yet. */
export async function insertEventPackages(db: Kysely<Database>, channelId: number, seed: ChannelSeed): Promise<void> {
  const events = await db
    .selectFrom('events as e')
    .leftJoin('passes as p', 'p.event_id', 'e.id')
    .select(['e.id', 'e.name', 'e.pricing_type'])
    .where('e.channel_id', '=', channelId)
    .where('e.pricing_type', 'in', ['paid', 'ppv'])
    .where('p.id', 'is', null)
    .orderBy('e.id')
    .execute();
  const prices = seed.commerce.singleEventPrice;
  if (events.length > 0) {
    await db
      .insertInto('passes')
      .values(
        events.map((event) => ({
          channel_id: channelId,
          type: 'event',
          pass_type: 'regular',
          name: event.name,
          price: event.pricing_type === 'ppv' ? prices.ppv : prices.paid,
          base_price: null,
          service_fee: prices.service_fee,
          currency: seed.currency,
          image: null,
          period: null,
          offer: null,
          trial_period: null,
          is_team_pass: 0,
          weight: 0,
          event_id: event.id,
          capabilities: JSON.stringify(['watch', 'vod_media']),
        })),
      )
      .execute();
  }
}

/** A paid, active order, as a finished purchase leaves it: its 'created' event and a paid transaction. */
async function insertOwnedPass(tx: Tx, channelId: number, userId: number, pass: { id: number; name: string; price: number; service_fee: number; currency: string }, at: string) {
  const total = pass.price + pass.service_fee;
  const { id: orderId } = await tx
    .insertInto('orders')
    .values({
      channel_id: channelId,
      user_id: userId,
      type: 'package',
      item_key: itemKey('package', pass.id),
      pass_id: pass.id,
      product_name: pass.name,
      status: 'paid',
      activity_status: 'active',
      price: pass.price,
      service_fee: pass.service_fee,
      discount: 0,
      total,
      currency: pass.currency,
      provider: 'sandbox',
      provider_payment_id: `seed_${channelId}_${userId}_${pass.id}`,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx.insertInto('order_events').values({ order_id: orderId, kind: 'created', created_at: at }).execute();
  await tx.insertInto('transactions').values({ order_id: orderId, status: 'paid', amount: total, currency: pass.currency, provider_ref: `seed_${orderId}`, created_at: at, updated_at: at }).execute();
}

/**
 * The commerce demo data of one channel, in one transaction: the catalogue (replacing passes a
 * database from before commerce listed without coverage), promo codes, and the demo accounts'
 * passes (adding such an account when the database predates it; none when demo accounts are off).
 */
export async function insertCommerce(db: Kysely<Database>, channel: { id: number; key: string; language: string }, seed: ChannelSeed, now: Date, demoAccounts = true): Promise<void> {
  const owners = demoAccounts ? (demoUsers[channel.key] ?? []).filter((user): user is DemoUser & { owns: readonly string[] } => user.owns !== undefined) : [];
  const stamp = now.toISOString();
  const existing = await db.selectFrom('users').select('email_normalized').where('channel_id', '=', channel.id).execute();
  const missing = owners.filter((user) => !existing.some((row) => row.email_normalized === normalizeEmail(user.email)));
  await insertDemoUsers(db, channel, stamp, missing);
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('passes').where('channel_id', '=', channel.id).execute();
    const passIds = await insertCatalogue(tx, channel.id, seed, now);
    for (const owner of owners) {
      const user = await tx.selectFrom('users').select('id').where('channel_id', '=', channel.id).where('email_normalized', '=', normalizeEmail(owner.email)).executeTakeFirstOrThrow();
      for (const owned of owner.owns) {
        const id = required(passIds.get(passName(owned, now)), owned);
        const pass = await tx.selectFrom('passes').select(['id', 'name', 'price', 'service_fee', 'currency']).where('id', '=', id).executeTakeFirstOrThrow();
        await insertOwnedPass(tx, channel.id, user.id, pass, stamp);
      }
    }
  });
}
