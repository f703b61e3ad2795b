import { CLIENT_ERROR_LIMITS, CLIENT_ERROR_PATH, SKIPPED_REPORT_STATUSES } from './client-error-limits';
import type { ClientErrorReport } from './client-errors';

/** A failed API call as either app's client describes it. */
export interface FailedRequest {
  method: string;
  path: string;
  status: number;
  code: string;
  message: string;
}

export interface ClientErrorReporterOptions {
  app: ClientErrorReport['app'];
  /** The API's origin ('' for the page's own). */
  apiOrigin?: string;
  fetch?: typeof fetch;
  /** The page being shown (a function: it changes as the visitor navigates). */
  pageUrl?: () => string | undefined;
}

export interface ClientErrorReporter {
  /** Reports a failed API call unless its status is one of SKIPPED_REPORT_STATUSES. */
  requestFailed(request: FailedRequest): void;
  /** Reports an uncaught error or an unhandled rejection. */
  uncaught(error: unknown, kind: 'uncaught' | 'unhandled_rejection'): void;
  /** Reports the window's uncaught errors and unhandled rejections from now on. */
  listen(target: Pick<Window, 'addEventListener'>): void;
}

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * Posts the browser's error reports to the server (spec §8), which logs them or forwards them to Sentry: the bundle
 * carries no error SDK. Fire and forget; after a 429 it stops for the page's life, and a failing report is never
 * itself reported.
 */
export function createClientErrorReporter({ app, apiOrigin = '', fetch: fetchImpl, pageUrl = () => globalThis.location?.href }: ClientErrorReporterOptions): ClientErrorReporter {
  let throttled = false;
  function send(report: Omit<ClientErrorReport, 'app' | 'page_url'>): void {
    if (throttled) return;
    const page = pageUrl();
    const body: ClientErrorReport = { app, ...report, ...(page ? { page_url: cut(page, CLIENT_ERROR_LIMITS.url) } : {}) };
    const post = fetchImpl ?? globalThis.fetch;
    void post(`${apiOrigin}${CLIENT_ERROR_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), keepalive: true })
      .then((response) => {
        if (response.status === 429) throttled = true;
      })
      .catch(() => {});
  }

  function uncaught(error: unknown, kind: 'uncaught' | 'unhandled_rejection'): void {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const stack = error instanceof Error ? error.stack : undefined;
    send({ kind, message: cut(message, CLIENT_ERROR_LIMITS.message), ...(stack ? { stack: cut(stack, CLIENT_ERROR_LIMITS.stack) } : {}) });
  }

  return {
    requestFailed(request) {
      if (SKIPPED_REPORT_STATUSES.includes(request.status)) return;
      if (request.path.startsWith(CLIENT_ERROR_PATH) || request.path === '/client-errors') return;
      send({
        kind: 'request',
        message: cut(`${request.method} ${request.path}: ${request.status} ${request.code} ${request.message}`, CLIENT_ERROR_LIMITS.message),
        request: {
          method: cut(request.method, CLIENT_ERROR_LIMITS.short),
          path: cut(request.path, CLIENT_ERROR_LIMITS.url),
          status: Math.max(0, Math.min(599, Math.trunc(request.status))),
          code: cut(request.code, CLIENT_ERROR_LIMITS.short),
        },
      });
    },
    uncaught,
    listen(target) {
      target.addEventListener('error', (event) => uncaught((event as ErrorEvent).error ?? (event as ErrorEvent).message, 'uncaught'));
      target.addEventListener('unhandledrejection', (event) => uncaught((event as PromiseRejectionEvent).reason, 'unhandled_rejection'));
    },
  };
}
