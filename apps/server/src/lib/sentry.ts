import type { Event } from '@sentry/node';

export interface SentryForwarder {
  /** Sends one event; resolves with its Sentry event id once handed to the transport. */
  capture(event: Event): string;
  /** Waits (up to 2 s) for events still being sent. */
  close(): Promise<void>;
}

/**
 * A Sentry client of its own, through the official SDK, that only sends what it is given: no global `init`, so no
 * OpenTelemetry instrumentation of the server, no breadcrumbs and no default integrations. Loaded only when
 * SENTRY_DSN is set (docs/decisions/0071-operating-signals.md).
 */
export async function createSentryForwarder(dsn: string, release: string): Promise<SentryForwarder> {
  const { NodeClient, Scope, defaultStackParser, makeNodeTransport } = await import('@sentry/node');
  const client = new NodeClient({ dsn, release, integrations: [], stackParser: defaultStackParser, transport: makeNodeTransport });
  const scope = new Scope();
  scope.setClient(client);
  client.init();
  return {
    capture: (event) => scope.captureEvent(event),
    close: async () => void (await client.close(2_000)),
  };
}
