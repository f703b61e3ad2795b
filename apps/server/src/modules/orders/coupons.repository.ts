import { type Insertable, type Kysely, type Selectable, type Transaction, sql } from 'kysely';
import type { CouponsTable } from '../../db/commerce-schema';
import type { Database } from '../../db/schema';
import { unlessExists } from '../../db/unique-violation';
import type { CouponUsage } from './pricing';

type Executor = Kysely<Database> | Transaction<Database>;
export type CouponRow = Selectable<CouponsTable>;

/** Uses that count against a code's caps. */
const LIVE_USES = ['reserved', 'redeemed'] as const;
const escapeLike = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A buyer's history with a code: their live uses of it and their other purchases on the channel (orders named in `except` left out). */
export async function couponUsageOf(db: Executor, use: { channelId: number; couponId: number; userId: number; except?: number[] }): Promise<CouponUsage> {
  const except = use.except ?? [];
  let uses = db
    .selectFrom('coupon_redemptions')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('coupon_id', '=', use.couponId)
    .where('user_id', '=', use.userId)
    .where('status', 'in', [...LIVE_USES]);
  let purchases = db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('channel_id', '=', use.channelId)
    .where('user_id', '=', use.userId)
    .where('status', 'in', ['paid', 'refunded', 'pending']);
  if (except.length > 0) {
    uses = uses.where('order_id', 'not in', except);
    purchases = purchases.where('id', 'not in', except);
  }
  const [byUser, earlier] = await Promise.all([uses.executeTakeFirstOrThrow(), purchases.executeTakeFirstOrThrow()]);
  return { byUser: Number(byUser.n), earlierPurchases: Number(earlier.n) };
}

/** What reserving one use needs: the order it is for, and the eligibility check to run on the locked code. */
export interface CouponUse {
  couponId: number;
  channelId: number;
  orderId: number;
  userId: number;
  discount: number;
  currency: string;
  at: string;
  /** The orders of the same buy, which are not "earlier" purchases nor earlier uses. */
  sameBuy: number[];
  /** The eligibility rule, run on the code as it stands once locked (its count before this use) and the buyer's usage. */
  admit: (coupon: CouponRow, usage: CouponUsage) => boolean;
}

/**
 * Reserves one use of a code inside the transaction that stores the order. The conditional update is the
 * database's own check of the total cap and takes the code's row lock (PostgreSQL), so concurrent buys of one
 * code queue here and each sees the uses committed before it; the per-user cap and first purchase are then
 * read under that lock. False when the code is used up or no longer applies; the caller rolls back.
 */
export async function reserveCouponUse(trx: Transaction<Database>, use: CouponUse): Promise<boolean> {
  const counted = await trx
    .updateTable('coupons')
    .set((eb) => ({ redemptions: eb('redemptions', '+', 1) }))
    .where('id', '=', use.couponId)
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('max_redemptions', 'is', null), eb('redemptions', '<', eb.ref('max_redemptions'))]))
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) === 0) return false;
  const coupon = await trx.selectFrom('coupons').selectAll().where('id', '=', use.couponId).executeTakeFirstOrThrow();
  const usage = await couponUsageOf(trx, { channelId: use.channelId, couponId: use.couponId, userId: use.userId, except: use.sameBuy });
  if (!use.admit({ ...coupon, redemptions: coupon.redemptions - 1 }, usage)) return false;
  await trx
    .insertInto('coupon_redemptions')
    .values({ channel_id: use.channelId, coupon_id: use.couponId, order_id: use.orderId, user_id: use.userId, status: 'reserved', discount: use.discount, currency: use.currency, created_at: use.at, updated_at: use.at })
    .execute();
  return true;
}

/** A payment that failed or never started gives its use back: released, and the code's count goes down. */
export async function releaseCouponUse(trx: Executor, orderId: number, at: string): Promise<void> {
  const released = await trx.updateTable('coupon_redemptions').set({ status: 'released', updated_at: at }).where('order_id', '=', orderId).where('status', '=', 'reserved').returning('coupon_id').executeTakeFirst();
  if (released) await trx.updateTable('coupons').set((eb) => ({ redemptions: eb('redemptions', '-', 1) })).where('id', '=', released.coupon_id).where('redemptions', '>', 0).execute();
}

/**
 * A paid order's use is redeemed (and stays so after a refund). A card that succeeds after a failure had released
 * the use takes it again: the money was taken with the discount, so it counts even past the cap.
 */
export async function redeemCouponUse(trx: Executor, orderId: number, at: string): Promise<void> {
  const reserved = await trx.updateTable('coupon_redemptions').set({ status: 'redeemed', updated_at: at }).where('order_id', '=', orderId).where('status', '=', 'reserved').executeTakeFirst();
  if (Number(reserved.numUpdatedRows) > 0) return;
  const released = await trx.updateTable('coupon_redemptions').set({ status: 'redeemed', updated_at: at }).where('order_id', '=', orderId).where('status', '=', 'released').returning('coupon_id').executeTakeFirst();
  if (released) await trx.updateTable('coupons').set((eb) => ({ redemptions: eb('redemptions', '+', 1) })).where('id', '=', released.coupon_id).execute();
}

export type PromoState = 'active' | 'expired' | 'inactive';
export interface PromoFilter {
  search?: string;
  /** active: usable now (active flag, within dates); expired: past its end; inactive: switched off. */
  state?: PromoState;
  at: string;
}

/** The console's SQL about promo codes and their redemptions. */
export function createCouponsRepository(db: Kysely<Database>) {
  function filtered(channelId: number, filter: PromoFilter) {
    let query = db.selectFrom('coupons as c').where('c.channel_id', '=', channelId);
    const words = filter.search?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
    for (const word of words) query = query.where((eb) => eb.or([eb(sql`lower(c.code)`, 'like', sql`${escapeLike(word)} escape '\\'`), eb(sql`lower(coalesce(c.description, ''))`, 'like', sql`${escapeLike(word)} escape '\\'`)]));
    if (filter.state === 'expired') query = query.where('c.valid_to', 'is not', null).where('c.valid_to', '<=', filter.at);
    if (filter.state === 'inactive') query = query.where('c.active', '=', 0);
    if (filter.state === 'active') query = query.where('c.active', '=', 1).where((eb) => eb.or([eb('c.valid_to', 'is', null), eb('c.valid_to', '>', filter.at)]));
    return query;
  }

  /** Each code's uses, the discount given and the revenue its paid orders brought, less what was refunded (a fully refunded order brings nothing). */
  const figures = (ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('coupon_redemptions as r')
          .innerJoin('orders as o', 'o.id', 'r.order_id')
          .select((eb) => [
            'r.coupon_id',
            eb.fn.sum<string | number | null>(sql`case when r.status = 'redeemed' then 1 else 0 end`).as('redeemed'),
            eb.fn.sum<string | number | null>(sql`case when r.status = 'reserved' then 1 else 0 end`).as('reserved'),
            eb.fn.sum<string | number | null>(sql`case when r.status = 'redeemed' then r.discount else 0 end`).as('discount_given'),
            eb.fn.sum<string | number | null>(sql`case when r.status = 'redeemed' and o.status = 'paid' then o.total - o.refunded_amount else 0 end`).as('revenue'),
          ])
          .where('r.coupon_id', 'in', ids)
          .groupBy('r.coupon_id')
          .execute();

  return {
    async list(channelId: number, filter: PromoFilter, page: { offset: number; limit: number }) {
      const [rows, total] = await Promise.all([
        filtered(channelId, filter).selectAll('c').orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').offset(page.offset).limit(page.limit).execute(),
        filtered(channelId, filter).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    async figures(ids: number[]) {
      const rows = await figures(ids);
      return new Map(rows.map((row) => [row.coupon_id, { redeemed: Number(row.redeemed ?? 0), reserved: Number(row.reserved ?? 0), discount_given: Number(row.discount_given ?? 0), revenue: Number(row.revenue ?? 0) }]));
    },

    find: (channelId: number, id: number) => db.selectFrom('coupons').selectAll().where('channel_id', '=', channelId).where('id', '=', id).executeTakeFirst(),

    /** Another code of the channel spelled the same, whatever the case. */
    codeTaken: async (channelId: number, normalized: string, exceptId?: number) => {
      let query = db.selectFrom('coupons').select('id').where('channel_id', '=', channelId).where('code_normalized', '=', normalized);
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** The new code's id, or 'exists' when the channel already has the code (two operators saving it at once). */
    insert: (values: Insertable<CouponsTable>) => unlessExists(async () => (await db.insertInto('coupons').values(values).returning('id').executeTakeFirstOrThrow()).id),

    /** 'exists' as for insert. */
    update: (channelId: number, id: number, values: Partial<Insertable<CouponsTable>>) =>
      unlessExists(async () => {
        await db.updateTable('coupons').set(values).where('channel_id', '=', channelId).where('id', '=', id).execute();
      }),

    /** Deletes a code nobody has used (released uses go with it); false once a use is reserved or redeemed. */
    deleteUnused: (channelId: number, id: number) =>
      db.transaction().execute(async (trx) => {
        const used = await trx.selectFrom('coupon_redemptions').select('id').where('coupon_id', '=', id).where('status', 'in', [...LIVE_USES]).executeTakeFirst();
        if (used) return false;
        await trx.updateTable('orders').set({ coupon_id: null }).where('coupon_id', '=', id).execute();
        await trx.deleteFrom('coupons').where('channel_id', '=', channelId).where('id', '=', id).execute();
        return true;
      }),

    /** Which of these ids are the channel's passes, and which its events. */
    knownPasses: async (channelId: number, ids: number[]) => (ids.length === 0 ? [] : (await db.selectFrom('passes').select('id').where('channel_id', '=', channelId).where('id', 'in', ids).execute()).map((row) => row.id)),
    knownEvents: async (channelId: number, ids: number[]) => (ids.length === 0 ? [] : (await db.selectFrom('events').select('id').where('channel_id', '=', channelId).where('id', 'in', ids).execute()).map((row) => row.id)),

    /** The channel's passes, for the applies-to picker. */
    passes: (channelId: number) => db.selectFrom('passes').select(['id', 'name', 'type', 'currency']).where('channel_id', '=', channelId).orderBy('name').orderBy('id').execute(),

    /**
     * The redemptions of the codes in the filtered view, oldest first, read in pages of `batch` by id so a long
     * export never sits in memory.
     */
    async *redemptions(channelId: number, filter: PromoFilter, batch = 500) {
      const codes = filtered(channelId, filter).select('c.id');
      let after = 0;
      for (;;) {
        const rows = await db
          .selectFrom('coupon_redemptions as r')
          .innerJoin('coupons as c', 'c.id', 'r.coupon_id')
          .innerJoin('orders as o', 'o.id', 'r.order_id')
          .leftJoin('users as u', 'u.id', 'r.user_id')
          .select(['r.id', 'c.code', 'r.order_id', 'r.user_id', 'u.email', 'r.status', 'r.discount', 'r.currency', 'o.total', 'o.status as order_status', 'o.product_name', 'r.created_at'])
          .where('r.channel_id', '=', channelId)
          .where('r.coupon_id', 'in', codes)
          .where('r.id', '>', after)
          .orderBy('r.id')
          .limit(batch)
          .execute();
        for (const row of rows) yield row;
        if (rows.length < batch) return;
        after = rows[rows.length - 1]!.id;
      }
    },
  };
}
export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
