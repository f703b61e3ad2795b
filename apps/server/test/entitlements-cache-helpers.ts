import { Event } from '@ott/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { z } from 'zod';
import type { Database } from '../src/db/schema';
import { post } from './auth-helpers';
import type { SignedInOperator } from './console-helpers';
import { eventFor } from './media-helpers';

/** Long enough that only an announced change can explain a fresh answer within a test. */
export const KEPT_MS = 60_000;

/** What a viewer sees of one event: in the list, and on its own page with its playback item. */
export async function accessSeen(app: FastifyInstance, apiKey: string, eventId: number, kind = 3) {
  const response = await app.inject({ method: 'GET', url: '/api/events', query: { api_key: apiKey, pricing_type: 'paid', limit: '100' } });
  expect(response.statusCode).toBe(200);
  const listed = z.array(Event).parse(response.json().data).find((event) => event.id === eventId);
  const event = await eventFor(app, eventId, apiKey);
  const media = event.media.find((item) => item.kind === kind);
  if (!media) throw new Error(`event ${eventId} has no media of kind ${kind}`);
  // Refused for want of a purchase, or handed to the media host (which signs a URL once the video is there).
  const playback = 'reason' in media && media.reason === 'purchase_required' ? 'purchase_required' : 'allowed';
  return { listed: listed?.has_access ?? null, page: event.has_access, playback };
}

export const noAccess = { listed: false, page: false, playback: 'purchase_required' };
export const fullAccess = { listed: true, page: true, playback: 'allowed' };

/** Buys the event's single-event package through the buy endpoint, and settles the payment as the sandbox's job would. */
export async function buyEvent(app: FastifyInstance, db: Kysely<Database>, apiKey: string, eventId: number, packageId: number) {
  const { status, body } = await post(app, '/api/stripe/buy', { api_key: apiKey, type: 'event', id: eventId, package_id: packageId, payment_method: 'pm_card_visa' });
  expect(status).toBe(200);
  const orderId = body.data.orders[0].id as number;
  const { provider_payment_id } = await db.selectFrom('orders').select('provider_payment_id').where('id', '=', orderId).executeTakeFirstOrThrow();
  await app.payments.onProviderEvent((await app.payments.provider.settledEvent(provider_payment_id!))!);
  return orderId;
}

/** A full refund from the console, settled by the sandbox as its job would: the order ends. */
export async function refundInConsole(app: FastifyInstance, admin: SignedInOperator, orderId: number) {
  const response = await admin.inject('POST', `/api/admin/channels/varsity/orders/${orderId}/refunds`, { reason: 'Could not watch' });
  expect(response.statusCode).toBe(201);
  await app.payments.sandbox!.settleRefund(response.json().data.refund.provider_refund_id);
}
