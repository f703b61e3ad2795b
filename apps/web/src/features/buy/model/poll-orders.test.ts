import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../../../test/commerce';
import type { Order } from '@ott/contracts/commerce';
import { ORDER_POLL_INTERVAL_MS, PaymentFailedError, waitForOrders } from './poll-orders';

const pending = (id: number) => makeOrder({ id, status: 'pending', activity_status: 'inactive' });
const paid = (id: number) => makeOrder({ id });
const failed = (id: number, failure_message: string | null) => ({ ...makeOrder({ id, status: 'failed', activity_status: 'inactive' }), failure_message });

/** A getOrder that answers each order's scripted statuses in turn (the last one repeats). */
function script(answers: Record<number, Array<Order | Error>>) {
  const calls: number[] = [];
  const getOrder = vi.fn(async (id: number) => {
    calls.push(id);
    const queue = answers[id]!;
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { getOrder, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('waiting for the orders of a purchase (spec §4, §9)', () => {
  it('asks every 2 seconds while the order is pending and resolves once it is paid', async () => {
    const { getOrder } = script({ 7: [pending(7), pending(7), paid(7)] });
    const settled = vi.fn();
    void waitForOrders([7], getOrder).then(settled);

    await vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS - 1);
    expect(getOrder).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(getOrder).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS);
    expect(getOrder).toHaveBeenCalledTimes(2);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS);
    expect(settled).toHaveBeenCalledWith([paid(7)]);

    await vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS * 5);
    expect(getOrder).toHaveBeenCalledTimes(3);
  });

  it('polls every order and resolves only when all are paid', async () => {
    const { getOrder, calls } = script({ 1: [paid(1)], 2: [pending(2), paid(2)] });
    const result = waitForOrders([1, 2], getOrder);
    await vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS * 2);
    await expect(result).resolves.toEqual([paid(1), paid(2)]);
    expect(calls).toEqual([1, 2, 2]);
  });

  it('rejects with the popup flag and the failure message when an order fails, and stops asking', async () => {
    const { getOrder } = script({ 1: [pending(1)], 2: [failed(2, 'Your card was declined.')] });
    const result = waitForOrders([1, 2], getOrder);
    const rejection = expect(result).rejects.toSatisfy((error: unknown) => error instanceof PaymentFailedError && error.popup && error.message === 'Your card was declined.');
    await vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS);
    await rejection;
    await vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS * 5);
    expect(getOrder).toHaveBeenCalledTimes(2);
  });

  it('rejects with the request error, without the popup flag, and stops polling', async () => {
    const offline = new Error('network down');
    const { getOrder } = script({ 1: [pending(1), offline], 2: [pending(2)] });
    const result = waitForOrders([1, 2], getOrder);
    const rejection = expect(result).rejects.toBe(offline);
    await vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS * 2);
    await rejection;
    const asked = getOrder.mock.calls.length;
    await vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS * 5);
    expect(getOrder).toHaveBeenCalledTimes(asked);
  });

  it('stops when the caller aborts (the screen went away)', async () => {
    const { getOrder } = script({ 1: [pending(1)] });
    const controller = new AbortController();
    const result = waitForOrders([1], getOrder, { signal: controller.signal });
    const gone = new Error('the screen went away');
    const rejection = expect(result).rejects.toBe(gone);
    await vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS);
    controller.abort(gone);
    await rejection;
    await vi.advanceTimersByTimeAsync(ORDER_POLL_INTERVAL_MS * 5);
    expect(getOrder).toHaveBeenCalledTimes(1);
  });
});
