import type { FastifyInstance } from 'fastify';

/**
 * While the server closes, responses to requests that were already in flight say
 * `Connection: close`, so their keep-alive sockets end with the response instead of holding
 * `close()` open until the keep-alive timeout (Fastify marks only requests that arrive later).
 */
export function closeConnectionsWhenDraining(app: FastifyInstance): void {
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (draining && request.raw.httpVersionMajor === 1 && !reply.raw.headersSent) reply.header('connection', 'close');
    done(null, payload);
  });
}
