import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One request the app made to the fake, its form body flattened as sent (`metadata[order_id]`). */
export interface StripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  body: Record<string, string>;
}

interface FakeCard {
  brand: string;
  last4: string;
  /** The card error a payment with it fails with; undefined: it pays. */
  decline?: { code: string; message: string };
  /** 3D Secure is asked for: the intent waits for the buyer (requires_action). */
  authenticate?: boolean;
}

/** Stripe's documented test PaymentMethod ids, with the outcome Stripe gives them. */
const TEST_CARDS: Record<string, FakeCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', decline: { code: 'card_declined', message: 'Your card was declined.' } },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', authenticate: true },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', decline: { code: 'card_declined', message: 'Your card has insufficient funds.' } },
};

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

const metadataOf = (body: Record<string, string>) =>
  Object.fromEntries(Object.entries(body).flatMap(([key, value]) => (key.startsWith('metadata[') ? [[key.slice('metadata['.length, -1), value]] : [])));

/**
 * A local HTTP stand-in for exactly the Stripe API endpoints the app calls, answering as Stripe
 * does (test cards, card errors as 402, idempotent replays by key), and recording every request.
 */
export async function startStripeFake() {
  const requests: StripeRequest[] = [];
  const methods = new Map<string, FakeCard & { id: string; customer: string | null }>();
  const intents = new Map<string, Stripe.PaymentIntent>();
  const replays = new Map<string, { status: number; body: unknown }>();
  const refunds = new Map<string, Stripe.Refund>();

  const methodOf = (id: string) => methods.get(id) ?? (TEST_CARDS[id] ? { ...TEST_CARDS[id], id, customer: null } : undefined);
  const missing = (what: string) => ({ status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } } });
  const paymentMethodJson = (method: FakeCard & { id: string; customer: string | null }) => ({
    id: method.id,
    object: 'payment_method',
    type: 'card',
    customer: method.customer,
    card: { brand: method.brand, last4: method.last4, exp_month: 12, exp_year: 2034 },
  });

  function createIntent(body: Record<string, string>) {
    const method = methodOf(body.payment_method ?? '');
    if (!method) return missing('payment_method');
    const intent = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: Number(body.amount),
      currency: body.currency,
      customer: body.customer ?? null,
      payment_method: method.id,
      metadata: metadataOf(body),
      status: method.decline ? 'requires_payment_method' : method.authenticate ? 'requires_action' : 'succeeded',
      last_payment_error: method.decline ? { type: 'card_error', ...method.decline } : null,
      client_secret: `${newId('pi')}_secret`,
    } as unknown as Stripe.PaymentIntent;
    intents.set(intent.id, intent);
    if (method.decline) return { status: 402, body: { error: { type: 'card_error', ...method.decline, payment_intent: intent } } };
    return { status: 200, body: intent };
  }

  function attach(customer: string, paymentMethod: string): string | null {
    const method = methodOf(paymentMethod);
    if (!method || (method.customer !== null && method.customer !== customer)) return null;
    // Like Stripe, a test id is cloned into a new method of the customer's.
    const saved = TEST_CARDS[paymentMethod] ? { ...method, id: newId('pm') } : method;
    methods.set(saved.id, { ...saved, customer });
    return saved.id;
  }

  function answer(method: string, path: string, query: URLSearchParams, body: Record<string, string>): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/customers') return { status: 200, body: { id: newId('cus'), object: 'customer', email: body.email ?? null, metadata: metadataOf(body) } };
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(body);
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) {
      const intent = intents.get(cancel[1]!);
      if (!intent) return missing('payment_intent');
      if (intent.status === 'succeeded') return { status: 400, body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'already succeeded' } } };
      const canceled = { ...intent, status: 'canceled', cancellation_reason: body.cancellation_reason ?? null } as Stripe.PaymentIntent;
      intents.set(intent.id, canceled);
      return { status: 200, body: canceled };
    }
    if (method === 'GET' && path.startsWith('/v1/payment_intents/')) {
      const intent = intents.get(path.slice('/v1/payment_intents/'.length));
      return intent ? { status: 200, body: intent } : missing('payment_intent');
    }
    if (method === 'GET' && path.startsWith('/v1/payment_methods/')) {
      const found = methodOf(decodeURIComponent(path.slice('/v1/payment_methods/'.length)));
      return found ? { status: 200, body: paymentMethodJson(found) } : missing('payment_method');
    }
    if (method === 'GET' && path === '/v1/payment_methods') {
      const data = [...methods.values()].filter((card) => card.customer === query.get('customer')).map(paymentMethodJson);
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/payment_methods' } };
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const id = newId('seti');
      const intent = { id, object: 'setup_intent', client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`, customer: body.customer, status: 'requires_payment_method', payment_method: null as string | null };
      if (!body.payment_method) return { status: 200, body: intent };
      const declined = methodOf(body.payment_method)?.decline;
      if (declined) return { status: 402, body: { error: { type: 'card_error', ...declined } } };
      const saved = attach(body.customer!, body.payment_method);
      return saved ? { status: 200, body: { ...intent, status: 'succeeded', payment_method: saved } } : missing('payment_method');
    }
    if (method === 'POST' && path === '/v1/refunds') {
      // Refunds succeed at once, as card refunds usually do; more than the charge has left is refused.
      const intent = intents.get(body.payment_intent ?? '');
      if (!intent) return missing('payment_intent');
      const refunded = [...refunds.values()].filter((refund) => refund.payment_intent === intent.id).reduce((sum, refund) => sum + refund.amount, 0);
      const amount = body.amount ? Number(body.amount) : intent.amount - refunded;
      if (amount > intent.amount - refunded) return { status: 400, body: { error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'Refund amount is greater than the unrefunded amount on the charge.' } } };
      const refund = { id: newId('re'), object: 'refund', amount, currency: intent.currency, payment_intent: intent.id, status: 'succeeded', reason: body.reason ?? null, metadata: metadataOf(body) } as unknown as Stripe.Refund;
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = newId('bps');
      return { status: 200, body: { id, object: 'billing_portal.session', customer: body.customer, return_url: body.return_url, url: `https://billing.stripe.test/p/session/${id}` } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://fake');
    const query = url.searchParams;
    const body = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    const key = request.headers['idempotency-key'] as string | undefined;
    requests.push({ method: request.method ?? 'GET', path: url.pathname, idempotencyKey: key, body: request.method === 'GET' ? Object.fromEntries(query) : body });
    // Stripe replays the first answer to a repeated key, errors included.
    const replayKey = key && request.method === 'POST' ? `${url.pathname} ${key}` : null;
    const result = (replayKey && replays.get(replayKey)) || answer(request.method ?? 'GET', url.pathname, query, body);
    if (replayKey) replays.set(replayKey, result);
    response.writeHead(result.status, { 'content-type': 'application/json', 'request-id': newId('req') });
    response.end(JSON.stringify(result.body));
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The requests to one endpoint, e.g. `POST /v1/payment_intents`. */
    calls: (method: string, path: string) => requests.filter((request) => request.method === method && request.path === path),
    intent: (id: string) => intents.get(id)!,
    intents: () => [...intents.values()],
    /** What Stripe would show after a full refund in the dashboard. */
    refundedCharge: (intentId: string) => {
      const intent = intents.get(intentId)!;
      return { id: newId('ch'), object: 'charge', payment_intent: intent.id, amount: intent.amount, amount_refunded: intent.amount, currency: intent.currency, refunded: true, metadata: intent.metadata };
    },
    refunds: () => [...refunds.values()],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeFake = Awaited<ReturnType<typeof startStripeFake>>;

/** A webhook delivery as Stripe sends it: the event JSON and its `Stripe-Signature` header made with the endpoint's secret. */
export function signedWebhook(secret: string, type: string, object: unknown, id = newId('evt')): { payload: string; signature: string } {
  const payload = JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), livemode: false, pending_webhooks: 1, request: null, data: { object } });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
