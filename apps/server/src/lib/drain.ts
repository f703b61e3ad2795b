import { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Apps whose responses now say `Connection: close`. */
const draining = new WeakSet<FastifyInstance>();

/** How long a shutdown lets busy keep-alive connections hand over before the remaining (idle) ones are closed. */
export const DRAIN_MS = 1_000;

/**
 * While the server drains or closes, responses say `Connection: close`, so keep-alive sockets end with the response
 * instead of holding `close()` open until the keep-alive timeout (Fastify marks only requests that arrive after close).
 */
export function closeConnectionsWhenDraining(app: FastifyInstance): void {
  app.addHook('preClose', (done) => {
    draining.add(app);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (draining.has(app) && request.raw.httpVersionMajor === 1 && !reply.raw.headersSent) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * The first step of a graceful stop, before `app.close()`: stop accepting connections, then keep serving the open
 * ones, each request answered with `Connection: close`, until they have all closed or `maxMs` has passed.
 *
 * `app.close()` alone closes idle keep-alive sockets at once; a busy client's next request is often already on its
 * way on such a socket, and is then cut off (ECONNRESET). Answered with `Connection: close` instead, the client opens
 * a new connection, which is refused: a clean signal to go to another instance. Only clients silent for the whole
 * window are left for `app.close()`, which ends their sockets with a FIN.
 */
export async function drainConnections(app: FastifyInstance, maxMs = DRAIN_MS): Promise<void> {
  const server = app.server;
  if (!server.listening) return;
  draining.add(app);
  // net.Server's close only stops listening; http.Server's would also destroy the idle keep-alive sockets now.
  Server.prototype.close.call(server);
  const deadline = Date.now() + maxMs;
  const open = () => new Promise<number>((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
  while (Date.now() < deadline && (await open()) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
}
