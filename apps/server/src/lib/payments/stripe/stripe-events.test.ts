import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { providerEventOf } from './stripe-events';

const refund = (fields: Partial<Stripe.Refund>) =>
  ({ id: 're_1', object: 'refund', amount: 500, currency: 'usd', payment_intent: 'pi_1', status: 'succeeded', metadata: { refund_id: '7', order_id: '3' }, reason: 'requested_by_customer', ...fields }) as Stripe.Refund;

const chargeRefunded = (fields: Partial<Stripe.Charge>) =>
  ({
    id: 'evt_charge',
    type: 'charge.refunded',
    data: { object: { id: 'ch_1', object: 'charge', amount: 2000, currency: 'usd', payment_intent: 'pi_1', metadata: { order_id: '3' }, ...fields } },
  }) as unknown as Stripe.Event;

const refundEvent = (type: string, fields: Partial<Stripe.Refund>) => ({ id: `evt_${type}`, type, data: { object: refund(fields) } }) as unknown as Stripe.Event;

describe("Stripe's refund events in the provider's words", () => {
  it('maps a partial refund of a charge: the refund, the amount refunded so far, not refunded in full', () => {
    const event = providerEventOf(chargeRefunded({ amount_refunded: 500, refunded: false, refunds: { object: 'list', data: [refund({})], has_more: false, url: '' } as Stripe.ApiList<Stripe.Refund> }));
    expect(event).toEqual({
      id: 'evt_charge',
      type: 'charge.refunded',
      data: {
        paymentId: 'pi_1',
        amount: 500,
        currency: 'USD',
        metadata: { order_id: '3' },
        refund: { id: 're_1', amount: 500, reason: 'requested_by_customer', metadata: { refund_id: '7', order_id: '3' } },
        amountRefunded: 500,
        fullyRefunded: false,
      },
    });
  });

  it('maps a full refund of a charge, also without the refunds list (newer API versions leave it out)', () => {
    const event = providerEventOf(chargeRefunded({ amount_refunded: 2000, refunded: true }));
    expect(event).toMatchObject({ type: 'charge.refunded', data: { paymentId: 'pi_1', amount: 2000, amountRefunded: 2000, fullyRefunded: true } });
    expect(event!.data.refund).toBeUndefined();
  });

  it("maps a refund's own events: succeeded as charge.refunded, failed or canceled as refund.failed, pending as nothing", () => {
    expect(providerEventOf(refundEvent('refund.updated', {}))).toMatchObject({ id: 'evt_refund.updated', type: 'charge.refunded', data: { paymentId: 'pi_1', amount: 500, refund: { id: 're_1', metadata: { refund_id: '7' } } } });
    expect(providerEventOf(refundEvent('refund.failed', { status: 'failed', failure_reason: 'expired_or_canceled_card' }))).toMatchObject({
      type: 'refund.failed',
      data: { refund: { id: 're_1' }, failureMessage: 'expired_or_canceled_card' },
    });
    expect(providerEventOf(refundEvent('refund.updated', { status: 'canceled' }))!.type).toBe('refund.failed');
    expect(providerEventOf(refundEvent('refund.created', { status: 'pending' }))).toBeNull();
  });
});
