import type { ClientErrorReport } from '@ott/contracts';
import type { Event } from '@sentry/node';
import { redactText, redactUrl } from '../../lib/redact';
import type { SentryForwarder } from '../../lib/sentry';

export interface ReportContext {
  requestId: string;
  userAgent: string | undefined;
  /** The reporting request's logger: its lines carry that request's id. */
  log: { warn(details: object, message: string): void };
}

/** Keys, tokens and passwords out of every text a browser sent (api_key parameters, signed media paths, JSON bodies). */
export function redactReport(report: ClientErrorReport): ClientErrorReport {
  const text = (value: string | undefined) => (value === undefined ? undefined : redactText(value));
  const url = (value: string | undefined) => (value === undefined ? undefined : redactUrl(value));
  return {
    ...report,
    message: redactText(report.message),
    stack: text(report.stack),
    page_url: url(report.page_url),
    request: report.request && { ...report.request, path: redactUrl(report.request.path) },
  };
}

function sentryEvent(report: ClientErrorReport, context: ReportContext): Event {
  return {
    level: 'error',
    platform: 'javascript',
    message: report.message,
    tags: { app: report.app, kind: report.kind, request_id: context.requestId, ...(report.request ? { status: String(report.request.status), code: report.request.code } : {}) },
    extra: { stack: report.stack, failed_request: report.request },
    request: { url: report.page_url, headers: context.userAgent ? { 'User-Agent': context.userAgent } : {} },
  };
}

/** Browser error reports: redacted, then logged, or forwarded to Sentry with one log line that names the event. */
export function createClientErrors({ sentry }: { sentry: SentryForwarder | null }) {
  return {
    record(received: ClientErrorReport, context: ReportContext): void {
      const report = redactReport(received);
      if (sentry) {
        const eventId = sentry.capture(sentryEvent(report, context));
        context.log.warn({ client_error: { app: report.app, kind: report.kind, sentry_event_id: eventId } }, 'client error forwarded to Sentry');
        return;
      }
      context.log.warn({ client_error: { ...report, user_agent: context.userAgent } }, 'client error');
    },
  };
}
export type ClientErrors = ReturnType<typeof createClientErrors>;
