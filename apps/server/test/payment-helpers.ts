import { Order } from '@ott/contracts';
import type { FastifyInstance } from 'fastify';
import { get } from './auth-helpers';

/**
 * Polls an order until it leaves pending, as the SPA's processing screen does (drain() cannot be
 * used: a paid subscription leaves its renewal job scheduled for the period end).
 */
export async function untilSettled(app: FastifyInstance, apiKey: string, id: number, timeoutMs = 10_000): Promise<Order> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const order = Order.parse((await get(app, `/api/orders/${id}`, apiKey)).body.data);
    if (order.status !== 'pending') return order;
    if (Date.now() > deadline) throw new Error(`order ${id} still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
