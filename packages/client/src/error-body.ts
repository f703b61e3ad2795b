import { ApiError, ClientErrorCode, type FieldErrorCodes, type FieldErrors, type MessageParams } from './api-error';

export const SOMETHING_WENT_WRONG = 'Something went wrong';

export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/**
 * The failure a non-success answer tells (the server's error envelope: `message`, `code`, `errors`, and by code
 * `message_code`, `params`, `error_codes`); a body that is not one still gives `HTTP_<status>`.
 */
export function errorFromResponse(status: number, payload: unknown, path: string): ApiError {
  const body = asRecord(payload);
  if (status >= 200 && status < 300) {
    return new ApiError({ status, code: ClientErrorCode.UNEXPECTED_STATUS, message: SOMETHING_WENT_WRONG, path });
  }
  return new ApiError({
    status,
    code: typeof body?.code === 'string' ? body.code : `HTTP_${status}`,
    message: typeof body?.message === 'string' ? body.message : SOMETHING_WENT_WRONG,
    errors: (asRecord(body?.errors) as FieldErrors | undefined) ?? {},
    path,
    // Read as the contract types them (as `errors` is): the server writes them, and each is absent from older answers.
    messageCode: body?.message_code as string | undefined,
    params: body?.params as MessageParams | undefined,
    errorCodes: body?.error_codes as FieldErrorCodes | undefined,
  });
}

/** A body as JSON; undefined (which no JSON document parses to) when it is empty or not JSON. */
export function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
