import { randomUUID } from 'node:crypto';
import { type BuyItem, type InvoicePreview, Messages } from '@ott/contracts';
import { NotFound, ValidationError } from '../../lib/errors';
import type { PaymentProvider, ProviderEventHandler } from '../../lib/payments/types';
import type { Channel } from '../channel/channel.types';
import { NO_ENTITLEMENTS } from '../entitlements/entitlements';
import { IdNotSelected, PassNotFound, WrongPromoCode } from '../passes/commerce.errors';
import type { PassRow, PassesRepository } from '../passes/passes.repository';
import type { PassesService } from '../passes/passes.service';
import type { OrdersRepository } from '../orders/orders.repository';
import { type PriceBreakdown, couponApplies, priceWith } from '../orders/pricing';
import type { PaymentsRepository } from './payments.repository';
import { periodEnd } from './subscription-period';

export interface BuyServiceDeps {
  repository: PaymentsRepository;
  passes: Pick<PassesRepository, 'find'>;
  passCatalogue: Pick<PassesService, 'list'>;
  orders: Pick<OrdersRepository, 'findCoupon'>;
  provider: PaymentProvider;
  /** Applies an outcome the provider gave at once (a declined card), as a webhook's would be. */
  onProviderEvent: ProviderEventHandler;
  now?: () => Date;
}

/** What one item buys once checked: the pass, and the event when an event is bought. */
interface Purchase {
  type: BuyItem['type'];
  pass: PassRow;
  eventId: number | null;
  eventCategoryId: number | null;
}

interface PricedPurchase {
  purchase: Purchase;
  coupon: { id: number; code: string } | null;
  price: PriceBreakdown;
}

const PAYMENT_NOT_STARTED = 'The payment could not be started.';

const passIdsOf = (text: string | null): number[] | null => (text === null ? null : (JSON.parse(text) as number[]));

/**
 * `POST stripe/buy`: checks what is bought, prices it here (a client price is ignored), stores a
 * pending order and asks the provider to charge; the outcome arrives later as a provider event.
 */
export function createBuyService({ repository, passes, passCatalogue, orders, provider, onProviderEvent, now = () => new Date() }: BuyServiceDeps) {
  async function resolve(channel: Channel, item: BuyItem): Promise<Purchase> {
    if (item.id === undefined) throw new IdNotSelected('id');
    if (item.type !== 'event') {
      const pass = await passes.find(channel.id, item.id);
      const wanted = item.type === 'subscription';
      if (!pass || pass.type === 'event' || (pass.type === 'subscription') !== wanted) throw new PassNotFound();
      return { type: item.type, pass, eventId: pass.event_id, eventCategoryId: null };
    }
    const event = await repository.findEvent(channel.id, item.id);
    if (!event) throw new NotFound();
    if (item.package_id === undefined) throw new IdNotSelected('package_id');
    // Only a package that would open this event sells it (its single-event package or a covering pass).
    const openers = await passCatalogue.list(channel, 'package', { event_id: event.id }, NO_ENTITLEMENTS);
    const pass = openers.some((opener) => opener.id === item.package_id) ? await passes.find(channel.id, item.package_id) : undefined;
    if (!pass) throw new PassNotFound();
    return { type: 'event', pass, eventId: event.id, eventCategoryId: event.event_category_id };
  }

  async function priced(channel: Channel, purchase: Purchase, code: string | undefined) {
    if (!code) return { coupon: null, price: priceWith(purchase.pass, null) };
    const stored = await orders.findCoupon(channel.id, code);
    if (!stored || !couponApplies({ ...stored, pass_ids: passIdsOf(stored.pass_ids) }, purchase.pass.id, now())) throw new WrongPromoCode();
    return { coupon: stored, price: priceWith(purchase.pass, stored) };
  }

  async function order(channel: Channel, userId: number, { purchase, coupon, price }: PricedPurchase, payment: { customer: string; paymentMethod: string }): Promise<number> {
    const at = now().toISOString();
    const renews = purchase.type === 'subscription';
    // Unique across installations, so two of them sharing a provider account never share a key.
    const key = `order-${randomUUID()}`;
    const id = await repository.createOrder({
      channel_id: channel.id,
      user_id: userId,
      type: purchase.type,
      pass_id: purchase.pass.id,
      product_name: purchase.pass.name,
      event_id: purchase.eventId,
      event_category_id: purchase.eventCategoryId,
      status: 'pending',
      activity_status: 'inactive',
      renewal_state: renews ? 'active' : null,
      ...price,
      currency: purchase.pass.currency,
      coupon_id: coupon?.id ?? null,
      coupon_code: coupon?.code ?? null,
      provider: provider.name,
      idempotency_key: key,
      payment_method: renews ? payment.paymentMethod : null,
      renewal_amount: renews ? price.total : null,
      created_at: at,
      updated_at: at,
    });
    try {
      const made = await provider.createPayment({
        amount: price.total,
        currency: purchase.pass.currency,
        paymentMethod: payment.paymentMethod,
        customer: payment.customer,
        idempotencyKey: `${key}-payment`,
        metadata: { order_id: String(id), channel_id: String(channel.id) },
        forRenewals: renews,
      });
      await repository.setPaymentId(id, made.id);
      if (made.settled) await onProviderEvent(made.settled);
    } catch (error) {
      // Never left pending with no payment behind it: nothing would ever settle it.
      await repository.failUnstarted(id, PAYMENT_NOT_STARTED, now().toISOString());
      throw error;
    }
    return id;
  }

  return {
    /** `POST stripe/invoice-preview`: the buy's arithmetic without buying; tax is not charged. */
    async preview(channel: Channel, item: BuyItem): Promise<InvoicePreview> {
      const purchase = await resolve(channel, item);
      const { price } = await priced(channel, purchase, item.coupon);
      const nextBilling = purchase.type === 'subscription' ? periodEnd(purchase.pass.period, now()).toISOString() : null;
      return { ...price, tax: 0, currency: purchase.pass.currency, next_billing_date: nextBilling };
    },

    /** Every item is checked before anything is stored or charged; one order per item. */
    async buy(channel: Channel, userId: number, items: BuyItem[], payment: { payment_method: string; save_card?: boolean }): Promise<{ orders: Array<{ id: number; status: 'pending' }> }> {
      const purchases: PricedPurchase[] = [];
      for (const item of items) {
        const purchase = await resolve(channel, item);
        purchases.push({ purchase, ...(await priced(channel, purchase, item.coupon)) });
      }
      const customer = await provider.customerOf(userId);
      if (!(await provider.knowsPaymentMethod(payment.payment_method, customer))) throw new ValidationError({ payment_method: [Messages.cardRequired] });
      // A saved card is charged as saved (a test id is copied when saved, as Stripe does).
      const paymentMethod = payment.save_card ? await provider.attachPaymentMethod(customer, payment.payment_method) : payment.payment_method;
      const ids: number[] = [];
      for (const purchase of purchases) ids.push(await order(channel, userId, purchase, { customer, paymentMethod }));
      return { orders: ids.map((id) => ({ id, status: 'pending' as const })) };
    },
  };
}
export type BuyService = ReturnType<typeof createBuyService>;
