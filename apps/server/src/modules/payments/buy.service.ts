import { type BuyItem, ErrorMessages, type InvoicePreview, Messages } from '@ott/contracts';
import { NotFound, ValidationError } from '../../lib/errors';
import type { PaymentProvider, ProviderEventHandler } from '../../lib/payments/types';
import type { Channel } from '../channel/channel.types';
import { type Entitlements, NO_ENTITLEMENTS, coversEvent, passEnded } from '../entitlements/entitlements';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import { AlreadyOwned, IdNotSelected, PassNotFound, PaymentInProgress, WrongPromoCode } from '../passes/commerce.errors';
import type { PassRow, PassesRepository } from '../passes/passes.repository';
import type { PassesService } from '../passes/passes.service';
import type { OrdersRepository } from '../orders/orders.repository';
import { type CouponItem, type PriceBreakdown, couponApplies, couponRuleOf, priceWith } from '../orders/pricing';
import { itemKey } from '../orders/item-key';
import type { NewOrder, PaymentsRepository } from './payments.repository';
import { periodEnd } from './subscription-period';

export interface BuyServiceDeps {
  repository: PaymentsRepository;
  passes: Pick<PassesRepository, 'find' | 'eventFacts'>;
  passCatalogue: Pick<PassesService, 'list' | 'get' | 'asSold'>;
  entitlements: Pick<EntitlementsService, 'forUser'>;
  orders: Pick<OrdersRepository, 'findCoupon' | 'couponUsage'>;
  provider: PaymentProvider;
  /** Applies an outcome the provider gave at once (a declined card), as a webhook's would be. */
  onProviderEvent: ProviderEventHandler;
  now?: () => Date;
}

/** What one item buys once checked: the pass, and the event when an event is bought. */
interface Purchase {
  type: BuyItem['type'];
  /** What is bought, whatever package sells it: one live order per user and key. */
  key: string;
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

/**
 * `POST stripe/buy`: checks what is bought, prices it here (a client price is ignored), stores a
 * pending order and asks the provider to charge; the outcome arrives later as a provider event.
 */
export function createBuyService({ repository, passes, passCatalogue, entitlements, orders, provider, onProviderEvent, now = () => new Date() }: BuyServiceDeps) {
  async function resolve(channel: Channel, item: BuyItem): Promise<Purchase> {
    if (item.id === undefined) throw new IdNotSelected('id');
    if (item.type !== 'event') {
      const pass = await passes.find(channel.id, item.id);
      const wanted = item.type === 'subscription';
      // A hidden pass, or one whose validity has ended, is no longer sold; its orders keep working.
      if (!pass || pass.type === 'event' || pass.visibility === 'hidden' || passEnded(pass, now()) || (pass.type === 'subscription') !== wanted) throw new PassNotFound();
      return { type: item.type, key: itemKey(item.type, pass.id), pass, eventId: pass.event_id, eventCategoryId: null };
    }
    const event = await repository.findEvent(channel.id, item.id);
    if (!event) throw new NotFound();
    if (item.package_id === undefined) throw new IdNotSelected('package_id');
    // Only a package that would open this event sells it (its single-event package or a covering pass).
    const openers = await passCatalogue.list(channel, 'package', { event_id: event.id }, NO_ENTITLEMENTS);
    const pass = openers.some((opener) => opener.id === item.package_id) ? await passes.find(channel.id, item.package_id) : undefined;
    if (!pass) throw new PassNotFound();
    // The event's replay pricing rule in force now sets what its single-event package costs.
    return { type: 'event', key: itemKey('event', event.id), pass: await passCatalogue.asSold(pass), eventId: event.id, eventCategoryId: event.event_category_id };
  }

  const couponItem = (purchase: Purchase): CouponItem => ({ type: purchase.type, passId: purchase.pass.id, eventId: purchase.eventId, currency: purchase.pass.currency });

  /** The code's price, checked by the one eligibility rule (with the buyer's own uses when they are signed in). */
  async function priced(channel: Channel, purchase: Purchase, code: string | undefined, userId: number | null) {
    if (!code) return { coupon: null, price: priceWith(purchase.pass, null) };
    const stored = await orders.findCoupon(channel.id, code);
    const usage = stored && userId !== null ? await orders.couponUsage(channel.id, stored.id, userId) : undefined;
    if (!stored || !couponApplies(couponRuleOf(stored), couponItem(purchase), now(), usage)) throw new WrongPromoCode();
    return { coupon: stored, price: priceWith(purchase.pass, stored) };
  }

  /** Something the user already has is not sold again (spec §4's purchased, or access that covers the event). */
  async function refuseOwned(channel: Channel, owned: Entitlements, purchase: Purchase): Promise<void> {
    if (purchase.type === 'event') {
      const rows = await passes.eventFacts([purchase.eventId!]);
      const facts = { id: purchase.eventId!, event_category_id: rows[0]?.event_category_id ?? null, subscription_only: rows[0]?.subscription_only ?? 0, participant_ids: rows.flatMap((row) => (row.participant_id === null ? [] : [row.participant_id])) };
      if (coversEvent(owned, facts)) throw new AlreadyOwned('event');
      return;
    }
    const pass = await passCatalogue.get(channel, purchase.type, purchase.pass.id, owned);
    if (pass.purchased) throw new AlreadyOwned('pass');
  }

  function newOrder(channel: Channel, userId: number, { purchase, coupon, price }: PricedPurchase, payment: { customer: string; paymentMethod: string; trk: string | null }): NewOrder {
    const at = now().toISOString();
    const renews = purchase.type === 'subscription';
    return {
      channel_id: channel.id,
      user_id: userId,
      type: purchase.type,
      item_key: purchase.key,
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
      // Checked again under the code's lock as the order is stored: of concurrent buys, only those within the caps keep it.
      admitCoupon: coupon ? (locked, usage) => couponApplies(couponRuleOf(locked), couponItem(purchase), now(), usage) : undefined,
      provider: provider.name,
      // The provider's customer is unique to this installation, so two of them sharing a provider account never share a key.
      keyPrefix: `order-${payment.customer}-${purchase.key}`,
      payment_method: renews ? payment.paymentMethod : null,
      renewal_amount: renews ? price.total : null,
      trk: payment.trk,
      created_at: at,
      updated_at: at,
    };
  }

  async function charge(channel: Channel, { id, idempotencyKey }: { id: number; idempotencyKey: string }, { purchase, price }: PricedPurchase, payment: { customer: string; paymentMethod: string }): Promise<void> {
    try {
      const made = await provider.createPayment({
        amount: price.total,
        currency: purchase.pass.currency,
        paymentMethod: payment.paymentMethod,
        customer: payment.customer,
        idempotencyKey: `${idempotencyKey}-payment`,
        metadata: { order_id: String(id), channel_id: String(channel.id) },
        forRenewals: purchase.type === 'subscription',
      });
      await repository.setPaymentId(id, made.id);
      if (made.settled) await onProviderEvent(made.settled);
    } catch (error) {
      // Never left pending with no payment behind it: nothing would ever settle it.
      await repository.failUnstarted(id, PAYMENT_NOT_STARTED, now().toISOString());
      throw error;
    }
  }

  return {
    /** `POST stripe/invoice-preview`: the buy's arithmetic without buying; tax is not charged. */
    async preview(channel: Channel, item: BuyItem, userId: number | null = null): Promise<InvoicePreview> {
      const purchase = await resolve(channel, item);
      const { price } = await priced(channel, purchase, item.coupon, userId);
      const nextBilling = purchase.type === 'subscription' ? periodEnd(purchase.pass.period, now(), purchase.pass.period_count).toISOString() : null;
      return { ...price, tax: 0, currency: purchase.pass.currency, next_billing_date: nextBilling };
    },

    /**
     * Every item is checked before anything is stored or charged; one order per item. The orders are
     * stored together before the provider is asked, and the database keeps one live order per user and
     * item, so of concurrent buys of one thing exactly one reaches the provider.
     */
    async buy(channel: Channel, userId: number, items: BuyItem[], payment: { payment_method: string; save_card?: boolean; trk?: string }): Promise<{ orders: Array<{ id: number; status: 'pending' }> }> {
      const purchases: PricedPurchase[] = [];
      for (const item of items) {
        const purchase = await resolve(channel, item);
        if (purchases.some((earlier) => earlier.purchase.key === purchase.key)) throw new ValidationError({ items: [ErrorMessages.itemRepeated] });
        purchases.push({ purchase, ...(await priced(channel, purchase, item.coupon, userId)) });
      }
      const keys = purchases.map(({ purchase }) => purchase.key);
      await repository.releaseLapsed(userId, keys, now().toISOString());
      const owned = await entitlements.forUser(userId);
      for (const { purchase } of purchases) await refuseOwned(channel, owned, purchase);
      const customer = await provider.customerOf(userId);
      if (!(await provider.knowsPaymentMethod(payment.payment_method, customer))) throw new ValidationError({ payment_method: [Messages.cardRequired] });

      const reserved = await repository.reserveOrders(purchases.map((purchase) => newOrder(channel, userId, purchase, { customer, paymentMethod: payment.payment_method, trk: payment.trk ?? null })));
      if ('taken' in reserved && reserved.taken === 'coupon') throw new WrongPromoCode();
      if ('taken' in reserved) throw reserved.taken === 'paid' ? new AlreadyOwned(purchases[0]!.purchase.type === 'event' ? 'event' : 'pass') : new PaymentInProgress();
      // A saved card is charged as saved (a test id is copied when saved, as Stripe does).
      let paymentMethod = payment.payment_method;
      if (payment.save_card) {
        try {
          paymentMethod = await provider.attachPaymentMethod(customer, payment.payment_method);
        } catch (error) {
          for (const { id } of reserved.orders) await repository.failUnstarted(id, PAYMENT_NOT_STARTED, now().toISOString());
          throw error;
        }
        await repository.setRenewalCard(reserved.orders.map(({ id }) => id), paymentMethod);
      }
      for (const [index, order] of reserved.orders.entries()) await charge(channel, order, purchases[index]!, { customer, paymentMethod });
      return { orders: reserved.orders.map(({ id }) => ({ id, status: 'pending' as const })) };
    },
  };
}
export type BuyService = ReturnType<typeof createBuyService>;
