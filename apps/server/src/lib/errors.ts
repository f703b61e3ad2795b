import { STATUS_CODES } from 'node:http';
import { type ErrorBody, ErrorCode, Messages } from '@ott/contracts';

export type FieldErrors = Record<string, string[]>;

/** An expected failure with the status, code and per-field messages the client receives. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    /** One of ErrorCode, or an HTTP reason phrase in upper snake case for other client errors. */
    readonly code: string,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = new.target.name;
  }

  toBody(): ErrorBody {
    return this.errors ? { message: this.message, code: this.code, errors: this.errors } : { message: this.message, code: this.code };
  }
}

export class ValidationError extends AppError {
  constructor(errors: FieldErrors) {
    super(400, ErrorCode.VALIDATION_FAILED, Object.values(errors)[0]?.[0] ?? Messages.invalidValue, errors);
  }
}

export class UnauthorizedApiKey extends AppError {
  constructor(reason: string = Messages.invalidValue) {
    super(401, ErrorCode.INVALID_API_KEY, Messages.noChannelOrApiKey, { api_key: [reason] });
  }
}

export class InvalidChannelKey extends AppError {
  constructor(reason: string = Messages.invalidValue) {
    super(401, ErrorCode.INVALID_CHANNEL_KEY, Messages.noChannelOrApiKey, { channel_key: [reason] });
  }
}

export class NotFound extends AppError {
  constructor(message: string = Messages.notFound) {
    super(404, ErrorCode.NOT_FOUND, message);
  }
}

export class TooManyRequests extends AppError {
  constructor() {
    super(429, ErrorCode.TOO_MANY_REQUESTS, Messages.tooManyRequests);
  }
}

export class PayloadTooLarge extends AppError {
  constructor() {
    super(413, ErrorCode.PAYLOAD_TOO_LARGE, Messages.payloadTooLarge);
  }
}

export class MalformedJson extends AppError {
  constructor() {
    super(400, ErrorCode.MALFORMED_JSON, Messages.malformedJson);
  }
}

export class UnsupportedMediaType extends AppError {
  constructor() {
    super(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Unsupported content type; send application/json');
  }
}

/** The database or Redis cannot be reached right now: the client may retry (docs/decisions/0073). */
export class ServiceUnavailable extends AppError {
  constructor() {
    super(503, ErrorCode.SERVICE_UNAVAILABLE, Messages.somethingWentWrong);
  }
}

export class BadRequest extends AppError {
  constructor(message: string = Messages.invalidValue) {
    super(400, ErrorCode.VALIDATION_FAILED, message);
  }
}

/** Any other client error keeps its status; the code (and message, unless given) come from the HTTP reason phrase (405 → METHOD_NOT_ALLOWED). */
export class HttpClientError extends AppError {
  constructor(statusCode: number, message?: string) {
    const reason = STATUS_CODES[statusCode] ?? 'Bad Request';
    super(statusCode, reason.toUpperCase().replace(/[^A-Z0-9]+/g, '_'), message || reason);
  }
}
