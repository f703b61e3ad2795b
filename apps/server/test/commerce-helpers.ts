import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { seasonOf } from '../src/db/seed/commerce/season';
import { login } from './auth-helpers';

export const FAN = { email: 'fan@varsity.test', password: 'season-ticket' };
export const PARTISAN = { email: 'partisan@universitaire.test', password: 'billet-de-saison' };
export const basicPassName = (now = new Date()) => `${seasonOf(now).short} Basic Pass`;

/** A logged-in api_key for a demo account. */
export async function loginAs(app: FastifyInstance, account: { email: string; password: string }, channelKey = 'varsity'): Promise<string> {
  const response = await login(app, account.email, account.password, channelKey);
  if (response.status !== 200) throw new Error(`login ${account.email}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.api_key as string;
}

export async function passIdByName(db: Kysely<Database>, name: string): Promise<number> {
  return (await db.selectFrom('passes').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

/**
 * The first varsity event of `pricing` in (or not in) the given sports, with media of `kind`,
 * outside any geo rule.
 */
export async function eventIn(db: Kysely<Database>, options: { pricing: string; sports: string[]; inSports: boolean; kind?: number }): Promise<number> {
  let query = db
    .selectFrom('events as e')
    .innerJoin('channels as ch', 'ch.id', 'e.channel_id')
    .innerJoin('event_categories as c', 'c.id', 'e.event_category_id')
    .innerJoin('event_categories as sport', 'sport.id', 'c.parent_id')
    .select('e.id')
    .where('ch.key', '=', 'varsity')
    .where('e.pricing_type', '=', options.pricing)
    .where('sport.alias', options.inSports ? 'in' : 'not in', options.sports)
    .where('e.id', 'not in', db.selectFrom('geo_rules').select('event_id').where('event_id', 'is not', null).$castTo<number>());
  if (options.kind !== undefined) query = query.where('e.id', 'in', db.selectFrom('event_media').select('event_id').where('kind', '=', options.kind));
  return (await query.orderBy('e.id').executeTakeFirstOrThrow()).id;
}

/** Inserts an order row directly (the payment flow that creates them comes with the payments step). */
export async function insertOrder(
  db: Kysely<Database>,
  values: { userId: number; passId: number; status?: string; activity_status?: string; type?: string; period_end?: string | null; created_at?: string },
): Promise<number> {
  const pass = await db.selectFrom('passes').selectAll().where('id', '=', values.passId).executeTakeFirstOrThrow();
  const at = values.created_at ?? new Date().toISOString();
  const { id } = await db
    .insertInto('orders')
    .values({
      channel_id: pass.channel_id,
      user_id: values.userId,
      type: values.type ?? (pass.type === 'subscription' ? 'subscription' : pass.type === 'event' ? 'event' : 'package'),
      pass_id: pass.id,
      product_name: pass.name,
      event_id: pass.event_id,
      status: values.status ?? 'paid',
      activity_status: values.activity_status ?? 'active',
      renewal_state: pass.type === 'subscription' ? 'active' : null,
      price: pass.price,
      service_fee: pass.service_fee,
      discount: 0,
      total: pass.price + pass.service_fee,
      currency: pass.currency,
      period_start: values.period_end ? at : null,
      period_end: values.period_end ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
