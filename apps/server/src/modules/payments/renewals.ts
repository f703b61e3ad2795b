import type { PaymentProvider } from '../../lib/payments/types';
import type { JobQueue } from '../../lib/queue';
import type { PaymentsRepository } from './payments.repository';

export const RENEWAL_JOB = 'payments.subscription-renewal';

/**
 * Charges subscriptions whose period has ended and whose auto-renewal is on: a job at each period
 * end, and a sweep (housekeeping) for any the queue missed. The idempotency key is the order and
 * the period, so the job, the sweep and retries charge a period once.
 */
export function createRenewals({ repository, provider, queue, now = () => new Date() }: { repository: PaymentsRepository; provider: PaymentProvider; queue: JobQueue; now?: () => Date }) {
  async function renewIfDue(orderId: number): Promise<boolean> {
    const order = await repository.findOrder(provider.name, orderId);
    if (!order || order.type !== 'subscription' || order.status !== 'paid' || order.activity_status !== 'active') return false;
    if (order.renewal_state !== 'active' || order.period_end === null || Date.parse(order.period_end) > now().getTime() || !order.provider_payment_id) return false;
    await provider.chargeRenewal({
      previousPaymentId: order.provider_payment_id,
      idempotencyKey: `order-${order.id}-renewal-${order.period_end}`,
      metadata: { order_id: String(order.id), period_start: order.period_end },
    });
    return true;
  }

  queue.define<{ orderId: number }>(RENEWAL_JOB, async ({ orderId }) => void (await renewIfDue(orderId)), { attempts: 5, timeoutMs: 30_000, backoffMs: 60_000 });

  return {
    schedule: (orderId: number, at: Date) => queue.enqueue(RENEWAL_JOB, { orderId }, { jobId: `renew-${orderId}-${at.toISOString()}`, runAt: at }),
    async sweep(): Promise<number> {
      let charged = 0;
      for (const { id } of await repository.dueSubscriptions(provider.name, now().toISOString())) if (await renewIfDue(id)) charged += 1;
      return charged;
    },
  };
}
