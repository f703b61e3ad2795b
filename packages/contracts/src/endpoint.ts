/**
 * One definition per API endpoint: method, path, which credential it carries and the contract of its answer's `data`.
 * The browser apps call through it (`@ott/client/endpoint-call`), and server tests check each definition against the
 * route the server registers. Kept free of runtime imports: a definition names its response schema through a loader,
 * so the viewer's production bundle does not carry Zod for calls it does not parse.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a response schema must offer: Zod's `parse` (kept structural so this file needs no Zod at runtime). */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/**
 * - `api_key`: a viewer call that carries the visitor's or user's API key;
 * - `channel_key`: a key-exempt viewer call (spec §7) that names the channel only;
 * - `session`: a console call under `/api/admin`, with the operator's session cookie and CSRF header;
 * - `none`: a public document outside the envelope's credential rules.
 */
export type EndpointAuth = 'api_key' | 'channel_key' | 'session' | 'none';

export interface Endpoint<Res = unknown> {
  readonly method: HttpMethod;
  /** Relative to the API root (`/api` for viewers, `/api/admin` for the console); `:name` marks a path parameter. */
  readonly path: string;
  readonly auth: EndpointAuth;
  /** The contract of the answer's `data` (or of the whole envelope for a paged list, see `envelope`). */
  readonly response: () => Promise<ResponseSchema<Res>>;
  /** The answer is read as the whole envelope (`data` plus `meta`), not `data` alone. */
  readonly envelope?: boolean;
}

export function endpoint<Res>(definition: Endpoint<Res>): Endpoint<Res> {
  return definition;
}

export type PathParams = Record<string, string | number>;

/** `/packages/:id` with `{ id: 4 }` → `/packages/4`; a missing parameter throws (a programming error, not a user's). */
export function endpointPath(definition: Pick<Endpoint, 'path'>, params: PathParams = {}): string {
  return definition.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${definition.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
