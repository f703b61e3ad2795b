import { ApiError, ClientErrorCode } from '@ott/client/api-error';
import { exchange, networkError, withQuery, type ExchangeRequest, type QueryParams } from '@ott/client/transport';
import type { HttpMethod } from '@ott/contracts/endpoint';
import { policyFor, type EndpointPolicy } from './api-endpoints';
import { createKeyStore, type KeyStore } from './key-store';

export { ApiError, ClientErrorCode, isApiError, isCancelledRequest, isNotFound } from '@ott/client/api-error';
export type { QueryParams } from '@ott/client/transport';

/*
 * The viewer app's API client: the kit's transport (`@ott/client/transport`) under the viewer's key policy, i.e. which
 * key each call carries and where (api-endpoints.ts), the keys' life (key-store.ts), spec §8's one retry after a
 * replaced key or a critical failure, and the hooks the shell wires (global error, crash screen, user reset, reports).
 */

/** Spec §9. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const RETRY_DELAY_MS = 1_000;
const NO_KEY_MESSAGE = 'No channel or api key found';

export interface ApiClientHooks {
  /** A problem the visitor should see (throttling, a channel key that cannot be fixed). */
  onGlobalError(error: ApiError): void;
  /** A critical call failed for good: the shell replaces itself with the crash screen. */
  onFatalError(error: ApiError): void;
  /** The API key was rejected: whoever holds the signed-in user forgets it. */
  onUserReset(): void;
  /** Failed requests worth reporting (the error-report hook skips the statuses spec §8 does not report). */
  logError(error: ApiError, method: HttpMethod): void;
}

export interface ApiClientOptions {
  apiOrigin?: string;
  keyOrigin?: string;
  /** A channel key fixed at build time; otherwise stored or asked of the key host. */
  channelKey?: string;
  hostname?: string;
  keyStore?: KeyStore;
  fetch?: typeof fetch;
  timeoutMs?: number;
  retryDelayMs?: number;
  hooks?: Partial<ApiClientHooks>;
}

export interface RequestOptions {
  method?: HttpMethod;
  query?: QueryParams;
  body?: Record<string, unknown>;
  signal?: AbortSignal;
  /** Resolve with the whole envelope (`data` plus `meta` of a paged list) rather than `data` alone. */
  envelope?: boolean;
  /** Lets the request outlive the page (a last save on pagehide); keep its body small (the browser caps it at 64 kB). */
  keepalive?: boolean;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, query?: QueryParams, options?: Omit<RequestOptions, 'method' | 'query'>): Promise<T>;
  post<T>(path: string, body?: Record<string, unknown>, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, query?: QueryParams, options?: Omit<RequestOptions, 'method' | 'query'>): Promise<T>;
  /** A plain JSON document outside the API envelope (the settings file), fetched as a critical call. */
  getDocument<T>(path: string): Promise<T>;
  /** The URL of an API path for what opens it itself (an EventSource): on the API origin, with `query` and no key added. */
  url(path: string, query?: QueryParams): string;
  resolveChannelKey(): Promise<string>;
  ensureApiKey(): Promise<string>;
  /** Drops the stored API key and asks for a new one. */
  refreshApiKey(): Promise<string>;
  /** Whether this page asked the server for its API key: a new visitor's key belongs to nobody yet. */
  issuedApiKey(): boolean;
  setHooks(hooks: Partial<ApiClientHooks>): void;
}

type Credential = 'api_key' | 'channel_key' | 'none';
/** The key value one attempt actually sent, filled in once it is known. */
interface SentCredential {
  value?: string;
}

interface Call {
  url: string;
  path: string;
  method: HttpMethod;
  query: QueryParams;
  body: Record<string, unknown> | undefined;
  signal: AbortSignal | undefined;
  keepalive?: boolean;
  policy: EndpointPolicy;
  credential: Credential;
  read: ExchangeRequest['read'];
}

const logToConsole = (error: ApiError) => console.error(`[api] ${error.path ?? ''} ${error.status} ${error.code}: ${error.message}`);

const defaultHooks: ApiClientHooks = {
  onGlobalError: () => {},
  onFatalError: () => {},
  onUserReset: () => {},
  logError: logToConsole,
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const apiBase = `${options.apiOrigin ?? ''}/api`;
  const keyOrigin = options.keyOrigin ?? '';
  const keyStore = options.keyStore ?? createKeyStore();
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  let hooks: ApiClientHooks = { ...defaultHooks, ...options.hooks };

  const noKey = (path: string, cause?: unknown) =>
    new ApiError({ status: 0, code: ClientErrorCode.NO_API_KEY, message: NO_KEY_MESSAGE, path, cause });

  function report(error: ApiError, call: Call): void {
    const { policy } = call;
    if (policy.silent || policy.toleratedStatuses.includes(error.status)) return;
    if (policy.consoleOnly) logToConsole(error);
    else hooks.logError(error, call.method);
  }

  /**
   * What to do before the single retry a failed call may get, or null when it gets none.
   * `sent` is the key the failed attempt carried: a late rejection of an older key must not drop a newer one.
   */
  function recoveryFor(error: ApiError, call: Call, sent: string | undefined): (() => Promise<void>) | null {
    if (error.hasFieldError('channel_key')) {
      return async () => {
        if (call.credential !== 'channel_key' || sent === currentChannelKey()) forgetKeys();
        await sleep(retryDelayMs);
      };
    }
    if (error.hasFieldError('api_key')) {
      return async () => {
        const channelKey = currentChannelKey();
        // Only the first failure for a key resets; the others retry with the key that replaces it (one shared request).
        if (channelKey && sent !== undefined && keyStore.getApiKey(channelKey) === sent) {
          keyStore.clearApiKey(channelKey);
          hooks.onUserReset();
        }
      };
    }
    if (call.policy.critical && isCrash(error, call.policy)) return () => sleep(retryDelayMs);
    return null;
  }

  const isCrash = (error: ApiError, policy: EndpointPolicy) =>
    !policy.toleratedStatuses.includes(error.status) && (error.status >= 400 || error.status === 0);

  async function run<T>(call: Call): Promise<T> {
    let retried = false;
    for (;;) {
      const sent: SentCredential = {};
      try {
        return await attempt<T>(call, sent);
      } catch (caught) {
        const error = caught instanceof ApiError ? caught : networkError(call.path, caught);
        // Cancellations, and key failures already handled by the key call, pass straight on.
        if (error.isCancelled || error.code === ClientErrorCode.NO_API_KEY) throw error;
        // Spec §4: any 401 forgets the user (a rejected API key does so below, once per key); the key it carried is a visitor's.
        if (error.status === 401 && !error.hasFieldError('api_key')) {
          markVisitorKey(sent.value);
          hooks.onUserReset();
        }
        if (call.policy.nullOnNotFound && error.status === 404) return null as T;
        if (error.status === 429) {
          if (!call.policy.silent) hooks.onGlobalError(error);
          report(error, call);
          throw error;
        }
        const recovery = retried ? null : recoveryFor(error, call, sent.value);
        if (recovery) {
          retried = true;
          await recovery();
          continue;
        }
        if (call.policy.critical && isCrash(error, call.policy)) hooks.onFatalError(error);
        else if (error.hasFieldError('channel_key')) hooks.onGlobalError(error);
        report(error, call);
        throw error;
      }
    }
  }

  async function credentialValue(call: Call): Promise<string> {
    try {
      return call.credential === 'api_key' ? await ensureApiKey() : await resolveChannelKey();
    } catch (cause) {
      throw cause instanceof ApiError && cause.code === ClientErrorCode.NO_API_KEY ? cause : noKey(call.path, cause);
    }
  }

  async function attempt<T>(call: Call, sent: SentCredential): Promise<T> {
    let query = call.query;
    let body = call.body;
    if (call.credential !== 'none') {
      const value = await credentialValue(call);
      sent.value = value;
      if (call.method === 'GET' || call.method === 'DELETE') query = { ...query, [call.credential]: value };
      else body = { ...body, [call.credential]: value };
    }
    return exchange<T>({ url: call.url, path: call.path, method: call.method, query, body, signal: call.signal, keepalive: call.keepalive, timeoutMs, read: call.read }, fetchImpl);
  }

  function currentChannelKey(): string | undefined {
    return options.channelKey ?? keyStore.getChannelKey();
  }

  /** The stored key, if it is still the one a request carried, is known to be a visitor's. */
  function markVisitorKey(sent: string | undefined): void {
    const channelKey = currentChannelKey();
    if (channelKey && sent !== undefined && keyStore.getApiKey(channelKey) === sent) keyStore.setApiKeyHolder(channelKey, 'visitor');
  }

  function forgetKeys(): void {
    const channelKey = currentChannelKey();
    if (channelKey) keyStore.clearApiKey(channelKey);
    keyStore.clearAll();
  }

  const pending: Partial<Record<'channel' | 'api', Promise<string>>> = {};
  /** One request at a time for each key: concurrent callers share it. */
  function once(slot: 'channel' | 'api', load: () => Promise<string>): Promise<string> {
    return (pending[slot] ??= load().finally(() => delete pending[slot]));
  }

  /** A plain JSON document outside the API envelope (the key host's, the settings file). */
  const fetchDocument = <T>(url: string, path: string, policy: EndpointPolicy) =>
    run<T>({ url, path, method: 'GET', query: {}, body: undefined, signal: undefined, policy, credential: 'none', read: 'document' });

  function failKey(path: string, method: HttpMethod): never {
    const error = noKey(path);
    hooks.onFatalError(error);
    hooks.logError(error, method);
    throw error;
  }

  function resolveChannelKey(): Promise<string> {
    const known = currentChannelKey();
    if (known) return Promise.resolve(known);
    return once('channel', async () => {
      const hostname = options.hostname ?? globalThis.location?.hostname ?? 'localhost';
      const path = `/keys/${hostname}.json`;
      const document = await fetchDocument<{ channel_key?: unknown } | null>(`${keyOrigin}${path}`, path, policyFor('get_api_key', 'POST'));
      const channelKey = document?.channel_key;
      if (typeof channelKey !== 'string' || !channelKey) failKey(path, 'GET');
      keyStore.setChannelKey(channelKey);
      return channelKey;
    });
  }

  let issued = false;
  function ensureApiKey(): Promise<string> {
    const channelKey = currentChannelKey();
    const stored = channelKey ? keyStore.getApiKey(channelKey) : undefined;
    if (stored) return Promise.resolve(stored);
    return once('api', async () => {
      const grant = await call<{ api_key?: unknown } | null>('/get_api_key', { method: 'POST' });
      const apiKey = grant?.api_key;
      if (typeof apiKey !== 'string' || !apiKey) failKey('/get_api_key', 'POST');
      const owner = currentChannelKey();
      if (owner) keyStore.setApiKey(owner, apiKey, 'visitor');
      issued = true;
      return apiKey;
    });
  }

  function call<T>(path: string, requestOptions: RequestOptions = {}): Promise<T> {
    const method = requestOptions.method ?? 'GET';
    const policy = policyFor(path, method);
    const normalized = path.startsWith('/') ? path : `/${path}`;
    return run<T>({
      url: `${apiBase}${normalized}`,
      path: normalized,
      method,
      query: requestOptions.query ?? {},
      body: requestOptions.body,
      signal: requestOptions.signal,
      keepalive: requestOptions.keepalive,
      policy,
      credential: policy.keyExempt ? 'channel_key' : 'api_key',
      read: requestOptions.envelope ? 'envelope' : 'data',
    });
  }

  return {
    request: call,
    get: (path, query, rest) => call(path, { ...rest, method: 'GET', query }),
    post: (path, body, rest) => call(path, { ...rest, method: 'POST', body }),
    delete: (path, query, rest) => call(path, { ...rest, method: 'DELETE', query }),
    getDocument: <T>(path: string) => fetchDocument<T>(`${options.apiOrigin ?? ''}${path}`, path, policyFor('settings', 'GET')),
    url: (path, query = {}) => withQuery(`${apiBase}${path.startsWith('/') ? path : `/${path}`}`, query),
    resolveChannelKey,
    ensureApiKey,
    refreshApiKey: () => {
      const channelKey = currentChannelKey();
      if (channelKey) keyStore.clearApiKey(channelKey);
      return ensureApiKey();
    },
    issuedApiKey: () => issued,
    setHooks: (next) => {
      hooks = { ...hooks, ...next };
    },
  };
}
