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
export type MessageParams = Record<string, string | number>;
/** A field's problems by code, as the server names them beside its English `errors`. */
export type FieldErrorCodes = Record<string, Array<{ code: string; params?: MessageParams }>>;

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  errors?: FieldErrors;
  path?: string;
  cause?: unknown;
  /** The stable code of the message, for translating it (the wire's `message_code`). */
  messageCode?: string;
  /** What fills the message's blanks (the wire's `params`). */
  params?: MessageParams;
  /** The wire's `error_codes`. */
  errorCodes?: FieldErrorCodes;
}

/** Every failed call rejects with this; `status` is 0 when no HTTP response was read. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly errors: FieldErrors;
  readonly path: string | undefined;
  readonly messageCode: string | undefined;
  readonly params: MessageParams | undefined;
  readonly errorCodes: FieldErrorCodes;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? {};
    this.path = init.path;
    this.messageCode = init.messageCode;
    this.params = init.params;
    this.errorCodes = init.errorCodes ?? {};
  }

  get isCancelled(): boolean {
    return this.code === ClientErrorCode.REQUEST_CANCELLED;
  }

  hasFieldError(field: string): boolean {
    return (this.errors[field]?.length ?? 0) > 0;
  }
}

/**
 * The same failure told in other words (a translation): everything else, codes included, is kept. A function rather
 * than a method so the viewer app, which does not translate errors, does not carry it.
 */
export function translatedError(error: ApiError, message: string, errors: FieldErrors = error.errors): ApiError {
  return new ApiError({
    status: error.status,
    code: error.code,
    message,
    errors,
    path: error.path,
    cause: error.cause,
    messageCode: error.messageCode,
    params: error.params,
    errorCodes: error.errorCodes,
  });
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The object asked for does not exist, or is another user's or another channel's (both are told as 404). */
export function isNotFound(value: unknown): value is ApiError {
  return isApiError(value) && value.status === 404;
}

export function isCancelledRequest(value: unknown): boolean {
  return isApiError(value) && value.isCancelled;
}
