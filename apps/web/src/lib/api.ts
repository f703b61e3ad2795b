import { createApiClient } from './api-client';
import { appConfig } from './config';
import { withEarlyResponses } from './early-responses';
import { createKeyStore } from './key-store';

/** The app's one API client; the shell wires its hooks (toasts, crash screen, user reset) at start. */
export const keyStore = createKeyStore();

export const api = createApiClient({
  apiOrigin: appConfig.apiOrigin,
  keyOrigin: appConfig.keyOrigin,
  channelKey: appConfig.channelKey,
  keyStore,
  fetch: withEarlyResponses((input, init) => globalThis.fetch(input, init)),
});
