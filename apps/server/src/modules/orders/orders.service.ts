import type { CouponPreview, CouponQuery, Currency, Order, OrderListQuery } from '@ott/contracts';
import { NotFound } from '../../lib/errors';
import type { Channel } from '../channel/channel.types';
import { IdNotSelected, PassNotFound, WrongPromoCode } from '../passes/commerce.errors';
import type { PassesRepository } from '../passes/passes.repository';
import { toOrder } from './orders.mappers';
import type { OrdersRepository } from './orders.repository';
import { couponApplies, couponRuleOf, priceWith } from './pricing';

export interface OrdersServiceDeps {
  orders: OrdersRepository;
  passes: Pick<PassesRepository, 'find'>;
  now?: () => Date;
}

export function createOrdersService({ orders, passes, now = () => new Date() }: OrdersServiceDeps) {
  return {
    /** Newest first; every order unless a limit is given (spec §9). */
    async list(userId: number, query: OrderListQuery): Promise<Order[]> {
      const rows = await orders.list(userId, { status: query.status, type: query.type, limit: query.limit });
      const history = await orders.history(rows.map((row) => row.id));
      const at = now();
      return rows.map((row) => toOrder(row, history, at));
    },

    async get(userId: number, id: number): Promise<Order> {
      const row = await orders.find(userId, id);
      if (!row) throw new NotFound();
      return toOrder(row, await orders.history([row.id]), now());
    },

    /** `GET apply_coupon`: the price of a package or subscription with the code, computed here. */
    async previewCoupon(channel: Channel, query: CouponQuery, userId: number | null = null): Promise<CouponPreview> {
      const wanted = query.package_id !== undefined ? { id: query.package_id, subscription: false } : query.subscription_id !== undefined ? { id: query.subscription_id, subscription: true } : null;
      if (!wanted) throw new IdNotSelected('package_id');
      const pass = await passes.find(channel.id, wanted.id);
      if (!pass || (pass.type === 'subscription') !== wanted.subscription) throw new PassNotFound();
      const stored = await orders.findCoupon(channel.id, query.code);
      const usage = stored && userId !== null ? await orders.couponUsage(channel.id, stored.id, userId) : undefined;
      // A package_id may name an event's own package: the code is then used on that event.
      const item = { type: pass.type === 'subscription' ? ('subscription' as const) : pass.type === 'event' ? ('event' as const) : ('package' as const), passId: pass.id, eventId: pass.event_id, currency: pass.currency };
      if (!stored || !couponApplies(couponRuleOf(stored), item, now(), usage)) throw new WrongPromoCode();
      return { ...priceWith(pass, stored), currency: pass.currency as Currency, code: stored.code };
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
