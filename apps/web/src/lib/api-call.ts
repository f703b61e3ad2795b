import type { Endpoint } from '@ott/contracts/endpoint';
import { api } from './api';
import { callThrough, type ViewerCallOptions } from './endpoint-client';

/** Every viewer API call: `call(definition, { params, query, body, signal })`, through the app's one client. */
export function call<Res>(definition: Endpoint<Res>, options?: ViewerCallOptions): Promise<Res> {
  return callThrough(api, definition, options);
}
