import type { CouponPreview, CouponQuery, Currency, Order, OrderListQuery } from '@ott/contracts';
import { NotFound } from '../../lib/errors';
import type { Channel } from '../channel/channel.types';
import { IdNotSelected, PassNotFound, WrongPromoCode } from '../passes/commerce.errors';
import type { PassesRepository } from '../passes/passes.repository';
import { toOrder } from './orders.mappers';
import type { OrdersRepository } from './orders.repository';
import { type CouponRule, couponApplies, priceWith } from './pricing';

export interface OrdersServiceDeps {
  orders: OrdersRepository;
  passes: Pick<PassesRepository, 'find'>;
  now?: () => Date;
}

function passIdsOf(text: string | null): number[] | null {
  if (text === null) return null;
  const value = JSON.parse(text) as unknown;
  return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
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
    async previewCoupon(channel: Channel, query: CouponQuery): Promise<CouponPreview> {
      const wanted = query.package_id !== undefined ? { id: query.package_id, subscription: false } : query.subscription_id !== undefined ? { id: query.subscription_id, subscription: true } : null;
      if (!wanted) throw new IdNotSelected('package_id');
      const pass = await passes.find(channel.id, wanted.id);
      if (!pass || (pass.type === 'subscription') !== wanted.subscription) throw new PassNotFound();
      const stored = await orders.findCoupon(channel.id, query.code);
      const coupon: CouponRule | null = stored ? { ...stored, pass_ids: passIdsOf(stored.pass_ids) } : null;
      if (!coupon || !couponApplies(coupon, pass.id, now())) throw new WrongPromoCode();
      return { ...priceWith(pass, coupon), currency: pass.currency as Currency, code: coupon.code };
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
