import { STATUS_CODES } from 'node:http';
import { type ErrorBody, ErrorCode, Messages } from '@ott/contracts';
import { type MessageParams, type MessageRef, messageRefOf, messageText } from '@ott/contracts/message-codes';
import type { MessageCode } from '@ott/contracts/server-messages';
import { errorBody } from './error-body';

export type FieldErrors = Record<string, string[]>;

/** A catalogue message by its code, for a throw site that names it rather than its English text. */
export const message = (code: MessageCode, params?: MessageParams): MessageRef => (params ? { code, params } : { code });

/** An expected failure with the status, code and per-field messages the client receives. */
export class AppError extends Error {
  /** The catalogue code of `message`: the one given, else the one its English text is (none for a text the catalogue lacks). */
  readonly messageRef: MessageRef | undefined;

  constructor(
    readonly statusCode: number,
    /** One of ErrorCode, or an HTTP reason phrase in upper snake case for other client errors. */
    readonly code: string,
    message: string | MessageRef,
    readonly errors?: FieldErrors,
  ) {
    super(typeof message === 'string' ? message : messageText(message.code, message.params));
    this.name = new.target.name;
    this.messageRef = typeof message === 'string' ? messageRefOf(message) : message;
  }

  toBody(): ErrorBody {
    return errorBody(this);
  }
}

export class ValidationError extends AppError {
  constructor(errors: FieldErrors) {
    super(400, ErrorCode.VALIDATION_FAILED, Object.values(errors)[0]?.[0] ?? Messages.invalidValue, errors);
  }
}

export class UnauthorizedApiKey extends AppError {
  constructor(reason: string = Messages.invalidValue) {
    super(401, ErrorCode.INVALID_API_KEY, message('NO_CHANNEL_OR_API_KEY'), { api_key: [reason] });
  }
}

export class InvalidChannelKey extends AppError {
  constructor(reason: string = Messages.invalidValue) {
    super(401, ErrorCode.INVALID_CHANNEL_KEY, message('NO_CHANNEL_OR_API_KEY'), { channel_key: [reason] });
  }
}

export class NotFound extends AppError {
  constructor(text: string | MessageRef = message('NOT_FOUND')) {
    super(404, ErrorCode.NOT_FOUND, text);
  }
}

export class TooManyRequests extends AppError {
  constructor() {
    super(429, ErrorCode.TOO_MANY_REQUESTS, message('TOO_MANY_REQUESTS'));
  }
}

export class PayloadTooLarge extends AppError {
  constructor() {
    super(413, ErrorCode.PAYLOAD_TOO_LARGE, message('PAYLOAD_TOO_LARGE'));
  }
}

export class MalformedJson extends AppError {
  constructor() {
    super(400, ErrorCode.MALFORMED_JSON, message('MALFORMED_JSON'));
  }
}

export class UnsupportedMediaType extends AppError {
  constructor() {
    super(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, message('UNSUPPORTED_MEDIA_TYPE'));
  }
}

/** The database or Redis cannot be reached right now: the client may retry (docs/decisions/0073). */
export class ServiceUnavailable extends AppError {
  constructor() {
    super(503, ErrorCode.SERVICE_UNAVAILABLE, message('SOMETHING_WENT_WRONG'));
  }
}

export class BadRequest extends AppError {
  constructor(text: string | MessageRef = message('INVALID_VALUE')) {
    super(400, ErrorCode.VALIDATION_FAILED, text);
  }
}

/** Any other client error keeps its status; the code (and message, unless given) come from the HTTP reason phrase (405 → METHOD_NOT_ALLOWED). */
export class HttpClientError extends AppError {
  constructor(statusCode: number, text?: string) {
    const reason = STATUS_CODES[statusCode] ?? 'Bad Request';
    super(statusCode, reason.toUpperCase().replace(/[^A-Z0-9]+/g, '_'), text || message('HTTP_STATUS', { status: statusCode, reason }));
  }
}

/** The body of an unexpected (500) failure: it tells nothing of its cause, only the request to look up in the logs. */
export function internalErrorBody(requestId: string): ErrorBody {
  return { message: Messages.somethingWentWrong, code: ErrorCode.INTERNAL, message_code: 'SOMETHING_WENT_WRONG', request_id: requestId };
}
