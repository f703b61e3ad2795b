import { callEndpoint, ContractMismatch, type EndpointCallOptions } from '@ott/client/endpoint-call';
import type { Endpoint } from '@ott/contracts/endpoint';
import type { ApiClient } from './api-client';

export interface ViewerCallOptions extends EndpointCallOptions {
  /** Lets the request outlive the page (a last save on pagehide); keep its body small. */
  keepalive?: boolean;
}

/** A broken contract shows as a failed load on screen; the console says which answer broke it and where. */
function reportMismatch(error: unknown): never {
  if (error instanceof ContractMismatch) console.error(`[contract] ${error.message}`, error.cause);
  throw error;
}

/** Calls `definition` through `client` (its key policy, retries and errors), parsing the answer with the definition's contract. */
export function callThrough<Res>(client: Pick<ApiClient, 'request'>, definition: Endpoint<Res>, { keepalive, ...options }: ViewerCallOptions = {}): Promise<Res> {
  return callEndpoint(({ path, ...request }) => client.request(path, keepalive ? { ...request, keepalive } : request), definition, options).catch(reportMismatch);
}
