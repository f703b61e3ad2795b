import type { PaymentProvider } from '../../lib/payments/types';
import { z } from 'zod';
import type { JobQueue } from '../../lib/queue';
import { enqueueJob, handleJob, jobType } from '../../lib/queue/job-type';
import type { PaymentsRepository } from './payments.repository';

export const RENEWAL_JOB = jobType('payments.subscription-renewal', z.object({ orderId: z.number().int().positive() }), { attempts: 5, timeoutMs: 30_000, backoffMs: 60_000 });
/**
 * A renewal that has not gone through this long after the period ended (declined, then retried by the sweep) is
 * given up: the subscription has lapsed, and charging the card days later would bill for a period nobody expects.
 */
export const RENEWAL_GRACE_MS = 3 * 86_400_000;

/**
 * Charges subscriptions whose period has ended and whose auto-renewal is on: a job at each period
 * end, and a sweep (housekeeping) for any the queue missed. The idempotency key is the order and
 * the period, so the job, the sweep and retries charge a period once.
 */
export function createRenewals({ repository, provider, queue, now = () => new Date() }: { repository: PaymentsRepository; provider: PaymentProvider; queue: JobQueue; now?: () => Date }) {
  async function renewIfDue(orderId: number): Promise<boolean> {
    const order = await repository.findOrder(provider.name, orderId);
    if (!order || order.type !== 'subscription' || order.status !== 'paid' || order.activity_status !== 'active') return false;
    if (order.renewal_state !== 'active' || order.period_end === null) return false;
    const overdue = now().getTime() - Date.parse(order.period_end);
    if (overdue < 0 || overdue > RENEWAL_GRACE_MS) return false;
    if (order.user_id === null || order.payment_method === null || order.renewal_amount === null) return false;
    // A declined renewal arrives as a 'payment.failed' event; the subscription then lapses at its period end.
    await provider.chargeRenewal({
      customer: await provider.customerOf(order.user_id),
      paymentMethod: order.payment_method,
      amount: order.renewal_amount,
      currency: order.currency,
      idempotencyKey: `${order.idempotency_key ?? `order-${order.id}`}-renewal-${order.period_end}`,
      metadata: { order_id: String(order.id), channel_id: String(order.channel_id), period_start: order.period_end },
    });
    return true;
  }

  handleJob(queue, RENEWAL_JOB, async ({ orderId }) => void (await renewIfDue(orderId)));

  return {
    schedule: (orderId: number, at: Date) => enqueueJob(queue, RENEWAL_JOB, { orderId }, { jobId: `renew-${orderId}-${at.getTime()}`, runAt: at }),
    async sweep(): Promise<number> {
      let charged = 0;
      for (const { id } of await repository.dueSubscriptions(provider.name, new Date(now().getTime() - RENEWAL_GRACE_MS).toISOString(), now().toISOString())) if (await renewIfDue(id)) charged += 1;
      return charged;
    },
  };
}
