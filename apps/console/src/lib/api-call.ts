import { callEndpoint, type EndpointCallOptions, type SendRequest } from '@ott/client/endpoint-call';
import type { Endpoint, PathParams } from '@ott/contracts/endpoint';
import { api } from './api';

/** The console's `api` client as the endpoint layer's transport (a paged list keeps its envelope). */
const send: SendRequest = ({ method, path, query, body, envelope }) => {
  if (envelope) return api.list(path, query);
  switch (method) {
    case 'GET':
      return api.get(path, undefined, query);
    case 'POST':
      return api.post(path, body);
    case 'PUT':
      return api.put(path, body);
    case 'PATCH':
      return api.patch(path, body);
    case 'DELETE':
      return api.delete(path);
  }
};

/** Calls a console endpoint by its definition (`@ott/contracts/endpoints/admin/*`); the answer is parsed with its contract in development and tests. */
export const call = <Res>(definition: Endpoint<Res>, options?: EndpointCallOptions) => callEndpoint(send, definition, options);

/** What a shared upload control is given: sends one file, reports progress from 0 to 1, resolves with the answer. */
export type UploadFile<Res> = (file: File, onProgress: (fraction: number) => void) => Promise<Res>;

/** A multipart upload of one file (field `file`) to `definition`, its answer parsed with the contract like any call. */
export const uploadTo =
  <Res>(definition: Endpoint<Res>, params: PathParams): UploadFile<Res> =>
  (file, onProgress) =>
    callEndpoint(({ path }) => api.upload(path, file, onProgress), definition, { params });

/** A multipart body (a file with its fields) sent as is by `api`; the endpoint layer's bodies are otherwise JSON. */
export const multipart = (form: FormData) => form as unknown as Record<string, unknown>;

/** The path parameters of a call inside a channel: `inChannel(key, { id: 4 })` → `{ channel_key: key, id: 4 }`. */
export const inChannel = (channelKey: string, params: Record<string, string | number> = {}) => ({ channel_key: channelKey, ...params });
