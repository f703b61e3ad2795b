import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { couponUsageOf } from './coupons.repository';

export interface OrderFilter {
  status?: string;
  type?: string;
  limit?: number;
}

/** The only SQL about orders, their events and transactions, and promo codes. */
export function createOrdersRepository(db: Kysely<Database>) {
  const ordersOf = (userId: number) => db.selectFrom('orders').selectAll().where('user_id', '=', userId);

  return {
    list(userId: number, filter: OrderFilter) {
      let query = ordersOf(userId).orderBy('created_at', 'desc').orderBy('id', 'desc');
      if (filter.status) query = query.where('status', '=', filter.status);
      if (filter.type) query = query.where('type', '=', filter.type);
      if (filter.limit !== undefined) query = query.limit(filter.limit);
      return query.execute();
    },

    /** Another user's order is not found, like a missing one. */
    find: (userId: number, id: number) => ordersOf(userId).where('id', '=', id).executeTakeFirst(),

    async history(orderIds: readonly number[]) {
      if (orderIds.length === 0) return { events: [], transactions: [] };
      const ids = [...orderIds];
      const [events, transactions] = await Promise.all([
        db.selectFrom('order_events').select(['order_id', 'kind', 'created_at']).where('order_id', 'in', ids).orderBy('created_at').orderBy('id').execute(),
        db
          .selectFrom('transactions')
          .select(['id', 'order_id', 'status', 'amount', 'currency', 'created_at'])
          .where('order_id', 'in', ids)
          .orderBy('created_at')
          .orderBy('id')
          .execute(),
      ]);
      return { events, transactions };
    },

    findCoupon: (channelId: number, code: string) =>
      db.selectFrom('coupons').selectAll().where('channel_id', '=', channelId).where('code_normalized', '=', normalizeCode(code)).executeTakeFirst(),

    /** A signed-in buyer's uses of a code and earlier purchases on the channel, for the code's per-user rules. */
    couponUsage: (channelId: number, couponId: number, userId: number) => couponUsageOf(db, { channelId, couponId, userId }),
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
export type OrderRow = NonNullable<Awaited<ReturnType<OrdersRepository['find']>>>;

/** Codes match case-insensitively, spaces around ignored. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();
