import { type Endpoint, endpointPath, type HttpMethod, type PathParams } from '@ott/contracts/endpoint';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export interface EndpointCallOptions {
  params?: PathParams;
  query?: QueryParams;
  body?: Record<string, unknown>;
  signal?: AbortSignal;
}

/** What an app's client offers the endpoint layer: one request, resolved with `data` (or the envelope when asked). */
export type SendRequest = (request: {
  method: HttpMethod;
  path: string;
  query?: QueryParams;
  body?: Record<string, unknown>;
  signal?: AbortSignal;
  envelope: boolean;
}) => Promise<unknown>;

/**
 * Answers are parsed with their contract in development and tests, where a server change that breaks a screen should
 * fail loudly; production builds skip it (and never load the schema) unless `VITE_PARSE_RESPONSES=on`.
 */
export function parsesResponses(): boolean {
  const env = import.meta.env ?? {};
  return Boolean(env.DEV) || env.MODE === 'test' || env.VITE_PARSE_RESPONSES === 'on';
}

/** Thrown when an answer breaks its contract: names the endpoint and the first problem. */
export class ContractMismatch extends Error {
  override readonly name = 'ContractMismatch';
  constructor(
    readonly endpoint: Endpoint,
    cause: unknown,
  ) {
    super(`${endpoint.method} ${endpoint.path}: the answer does not match its contract`, { cause });
  }
}

/** Calls `definition` through `send`, then parses the answer with the definition's contract (see `parsesResponses`). */
export async function callEndpoint<Res>(send: SendRequest, definition: Endpoint<Res>, options: EndpointCallOptions = {}, parse = parsesResponses()): Promise<Res> {
  const answer = await send({
    method: definition.method,
    path: endpointPath(definition, options.params),
    query: options.query,
    body: options.body,
    signal: options.signal,
    envelope: definition.envelope ?? false,
  });
  if (!parse) return answer as Res;
  // The check must not fail the call when its own code cannot load (a page being left aborts the chunk's import).
  const schema = await definition.response().catch(() => null);
  if (!schema) return answer as Res;
  try {
    return schema.parse(answer);
  } catch (cause) {
    throw new ContractMismatch(definition as Endpoint, cause);
  }
}
