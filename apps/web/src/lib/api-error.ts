/** Codes the client adds to the server's own (contracts ErrorCode). */
export const ClientErrorCode = {
  NO_API_KEY: 'NO_API_KEY',
  REQUEST_CANCELLED: 'REQUEST_CANCELLED',
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  NETWORK_ERROR: 'NETWORK_ERROR',
  UNEXPECTED_STATUS: 'UNEXPECTED_STATUS',
  /** A 200 whose body is not JSON, or not an envelope with a `data` field. */
  UNEXPECTED_RESPONSE: 'UNEXPECTED_RESPONSE',
} as const;

export type FieldErrors = Record<string, string[]>;

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  errors?: FieldErrors;
  path?: string;
  cause?: unknown;
}

/** Every failed call rejects with this; `status` is 0 when no HTTP response was read. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly errors: FieldErrors;
  readonly path: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? {};
    this.path = init.path;
  }

  get isCancelled(): boolean {
    return this.code === ClientErrorCode.REQUEST_CANCELLED;
  }

  hasFieldError(field: string): boolean {
    return (this.errors[field]?.length ?? 0) > 0;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export function isCancelledRequest(value: unknown): boolean {
  return isApiError(value) && value.isCancelled;
}
