import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';
import { stdSerializers } from 'pino';
import type { Config } from '../config';
import { redactFields, redactText, redactUrl } from './redact';
import { jobLogFields } from './request-context';

/** Only what is needed to follow a request; the URL loses its secrets, headers are left out. */
function serializeRequest(request: Partial<FastifyRequest>) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
  };
}

function serializeError(error: Error) {
  const serialized = stdSerializers.err(error);
  return { ...serialized, message: redactText(serialized.message ?? ''), stack: redactText(serialized.stack ?? '') };
}

/**
 * pino options for Fastify: secrets are masked in fields, headers, URLs and message strings.
 * Fields are masked by a formatter rather than pino's `redact` paths, which are applied to every
 * per-request child logger even when nothing is logged, and reach only the listed depths.
 */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'nodeEnv'>): LoggerOptions {
  return {
    level: config.logLevel,
    // A job's lines name the request that enqueued it.
    mixin: jobLogFields,
    formatters: { log: (object) => redactFields(object) },
    serializers: { req: serializeRequest as never, err: serializeError },
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg));
        method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
  };
}
