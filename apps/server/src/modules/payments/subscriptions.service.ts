import { randomUUID } from 'node:crypto';
import { ErrorCode, ErrorMessages, Messages, type Order, type StartTrialRequest, type UnsubscribeRequest } from '@ott/contracts';
import { AppError, NotFound, ValidationError } from '../../lib/errors';
import { type PaymentProvider, UnknownPaymentMethod } from '../../lib/payments/types';
import type { Channel } from '../channel/channel.types';
import type { EntitlementsChanges } from '../entitlements/entitlements.service';
import type { OrdersService } from '../orders/orders.service';
import { priceWith } from '../orders/pricing';
import { itemKey } from '../orders/item-key';
import { AlreadyOwned, IdNotSelected, PassNotFound } from '../passes/commerce.errors';
import type { PassesRepository } from '../passes/passes.repository';
import type { PaymentsRepository } from './payments.repository';

const DAY_MS = 86_400_000;

export class TrialAlreadyUsed extends AppError {
  constructor() {
    super(400, ErrorCode.TRIAL_ALREADY_USED, ErrorMessages.trialAlreadyUsed, { subscription_id: [ErrorMessages.trialAlreadyUsed] });
  }
}

export interface SubscriptionsDeps {
  repository: PaymentsRepository;
  passes: Pick<PassesRepository, 'find'>;
  orders: Pick<OrdersService, 'get'>;
  provider: PaymentProvider;
  entitlements: EntitlementsChanges;
  now?: () => Date;
}

/** Auto-renewal cancellation and trials; renewals themselves are in renewals.ts. */
export function createSubscriptionsService({ repository, passes, orders, provider, entitlements, now = () => new Date() }: SubscriptionsDeps) {
  /** Saves the trial's card for off-session renewals; a card the user may not use is refused like at a buy. */
  async function saveCard(userId: number, paymentMethod: string): Promise<string> {
    const customer = await provider.customerOf(userId);
    try {
      if (await provider.knowsPaymentMethod(paymentMethod, customer)) return await provider.attachPaymentMethod(customer, paymentMethod);
    } catch (error) {
      if (!(error instanceof UnknownPaymentMethod)) throw error;
    }
    throw new ValidationError({ payment_method: [Messages.cardRequired] });
  }

  return {
    /** Renewal active → cancelled; the access lasts to the period end (spec §4). */
    async unsubscribe(userId: number, request: UnsubscribeRequest): Promise<Order> {
      if (request.order_id === undefined && request.subscription_id === undefined) throw new IdNotSelected('subscription_id');
      const order = await repository.findSubscriptionOrder(userId, { orderId: request.order_id, passId: request.subscription_id });
      if (!order) throw new NotFound();
      await repository.cancelRenewal(order.id, now().toISOString());
      await entitlements.changed({ userId });
      return orders.get(userId, order.id);
    },

    /** A trial is free for the pass's trial days, once per user (spec §4: only while trial_period_used is unset). */
    async startTrial(channel: Channel, userId: number, request: StartTrialRequest): Promise<Order> {
      if (request.subscription_id === undefined) throw new IdNotSelected('subscription_id');
      const pass = await passes.find(channel.id, request.subscription_id);
      if (!pass || pass.type !== 'subscription' || !pass.trial_period) throw new PassNotFound();
      // The trial's card is saved before the trial is marked used, but a second trial is refused after.
      const card = request.payment_method === undefined ? null : await saveCard(userId, request.payment_method);
      const start = now();
      const at = start.toISOString();
      const id = await repository.startTrial(userId, {
        channel_id: channel.id,
        user_id: userId,
        type: 'subscription',
        item_key: itemKey('subscription', pass.id),
        trk: request.trk ?? null,
        pass_id: pass.id,
        product_name: pass.name,
        status: 'paid',
        activity_status: 'active',
        // With a card, the first paid period starts at the trial's end; without, the trial lapses then.
        renewal_state: card ? 'active' : 'cancelled',
        payment_method: card,
        renewal_amount: card ? priceWith(pass, null).total : null,
        provider: provider.name,
        idempotency_key: `order-${randomUUID()}`,
        price: 0,
        service_fee: 0,
        discount: 0,
        total: 0,
        currency: pass.currency,
        period_start: at,
        period_end: new Date(start.getTime() + pass.trial_period * DAY_MS).toISOString(),
        created_at: at,
        updated_at: at,
      });
      if (id === 'used') throw new TrialAlreadyUsed();
      if (id === 'taken') throw new AlreadyOwned('pass');
      await entitlements.changed({ userId });
      return orders.get(userId, id);
    },
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
