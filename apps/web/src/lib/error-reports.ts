import { createClientErrorReporter, type ClientErrorReporter } from '@ott/contracts/client-error-reporter';
import type { ApiClientHooks } from './api-client';

/** The viewer app's error reports (spec §8): failed API calls and uncaught errors, to POST /api/client-errors. */
export function createWebErrorReports(options: { apiOrigin?: string; fetch?: typeof fetch } = {}): { reporter: ClientErrorReporter; logError: ApiClientHooks['logError'] } {
  const reporter = createClientErrorReporter({ app: 'web', ...options });
  return {
    reporter,
    logError(error, method) {
      console.error(`[api] ${error.path ?? ''} ${error.status} ${error.code}: ${error.message}`);
      reporter.requestFailed({ method, path: error.path ?? '', status: error.status, code: error.code, message: error.message });
    },
  };
}
