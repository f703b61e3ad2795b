import { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { HttpClientError } from './errors';

const OVERRIDABLE = new Set(['PATCH', 'PUT', 'DELETE']);

/** A copy of the raw request with another method, URL and body, for the router to handle afresh. */
function reissue(raw: IncomingMessage, method: string, url: string, body: string | null): IncomingMessage {
  const copy = new IncomingMessage(raw.socket);
  copy.method = method;
  copy.url = url;
  copy.httpVersion = raw.httpVersion;
  copy.httpVersionMajor = raw.httpVersionMajor;
  copy.httpVersionMinor = raw.httpVersionMinor;
  const headers = { ...raw.headers };
  delete headers['transfer-encoding'];
  if (body === null) {
    delete headers['content-type'];
    delete headers['content-length'];
  } else {
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  copy.headers = headers;
  if (body !== null) copy.push(body);
  copy.push(null);
  // The whole body is already here; an incomplete message would take the socket down when destroyed.
  copy.complete = true;
  return copy;
}

/** DELETE reads its parameters from the query, so the body's scalar fields join it there. */
function withQueryFields(url: string, fields: Record<string, unknown>): string {
  const [path = '', query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  for (const [name, value] of Object.entries(fields)) {
    if (!params.has(name) && ['string', 'number', 'boolean'].includes(typeof value)) params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * DESIGN.md §2: a `POST` whose JSON body says `_method: "patch"` (or put/delete) is that method.
 * The first PATCH/PUT/DELETE route of each /api URL also answers POST; such a POST is handed back
 * to the router as the method it names (body without `_method`; for DELETE, as query parameters),
 * so the target route runs with its own schemas and hooks. A POST naming no such method gets 405.
 */
export function registerMethodOverride(app: FastifyInstance): void {
  const aliased = new Set<string>();

  const reroute = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST') return;
    const body = typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) ? { ...(request.body as Record<string, unknown>) } : null;
    const requested = typeof body?._method === 'string' ? body._method.toUpperCase() : null;
    if (!body || !requested || !OVERRIDABLE.has(requested) || !app.hasRoute({ method: requested, url: request.routeOptions.url ?? '' })) {
      throw new HttpClientError(405);
    }
    delete body._method;
    const reissued =
      requested === 'DELETE' ? reissue(request.raw, requested, withQueryFields(request.url, body), null) : reissue(request.raw, requested, request.url, JSON.stringify(body));
    reply.hijack();
    app.routing(reissued, reply.raw);
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => OVERRIDABLE.has(method)) || methods.includes('POST') || !route.url.startsWith('/api/') || aliased.has(route.url)) return;
    aliased.add(route.url);
    route.method = [...methods, 'POST'];
    const existing = route.preValidation;
    route.preValidation = [reroute, ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing])];
  });
}
