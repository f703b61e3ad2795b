import { Messages } from '@ott/contracts';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isBackendUnavailable } from './backend-unavailable';
import {
  AppError,
  BadRequest,
  type FieldErrors,
  HttpClientError,
  InvalidChannelKey,
  MalformedJson,
  NotFound,
  PayloadTooLarge,
  ServiceUnavailable,
  TooManyRequests,
  UnauthorizedApiKey,
  UnsupportedMediaType,
  ValidationError,
} from './errors';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

const CONTEXT_NAMES: Record<string, string> = { querystring: 'query', body: 'body', params: 'params', headers: 'headers' };

/** `/channel_key` → `channel_key`; `/items/0/name` → `items.0.name`; the root → the request part's name. */
export function fieldName(instancePath: string | undefined, context: string | undefined): string {
  const path = (instancePath ?? '').split('/').filter(Boolean).join('.');
  return path || CONTEXT_NAMES[context ?? ''] || 'request';
}

export function collectFieldErrors(issues: readonly ValidationIssue[], context: string | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldName(issue.instancePath, context);
    (errors[field] ??= []).push(issue.message ?? Messages.invalidValue);
  }
  return errors;
}

/**
 * The console (`/api/admin/`) signs in by cookie: there `channel_key` is an ordinary field (a new channel's key, a path
 * parameter), and a 401 would send the operator to the sign-in screen.
 */
const keysAreCredentials = (url: string | undefined) => !url?.startsWith('/api/admin/');

/**
 * Schema failures that only concern the key are authentication failures: a missing or malformed
 * `api_key`/`channel_key` is answered like an unknown one, so clients follow one recovery path.
 * Outside the viewer's API (`url` under /api/admin/) they are field errors like any other.
 */
export function validationFailure(errors: FieldErrors, url?: string): AppError {
  const fields = Object.keys(errors);
  const only = (name: string) => keysAreCredentials(url) && fields.length > 0 && fields.every((field) => field === name);
  if (only('api_key')) return new UnauthorizedApiKey(errors.api_key?.[0]);
  if (only('channel_key')) return new InvalidChannelKey(errors.channel_key?.[0]);
  return new ValidationError(errors);
}

const BY_FASTIFY_CODE: Record<string, () => AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => new MalformedJson(),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new MalformedJson(),
  FST_ERR_CTP_BODY_TOO_LARGE: () => new PayloadTooLarge(),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new UnsupportedMediaType(),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => new BadRequest(),
  FST_ERR_BAD_URL: () => new BadRequest(),
  FST_ERR_NOT_FOUND: () => new NotFound(),
};

/** Maps any thrown value to the AppError the client sees (`url`: the request's); null means an unexpected (500) failure. */
export function toAppError(error: unknown, url?: string): AppError | null {
  if (error instanceof AppError) return error;
  if (typeof error !== 'object' || error === null) return null;
  if (isBackendUnavailable(error)) return new ServiceUnavailable();
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError) || Array.isArray(fastifyError.validation)) {
    return validationFailure(collectFieldErrors(fastifyError.validation ?? [], fastifyError.validationContext), url);
  }
  const byCode = fastifyError.code ? BY_FASTIFY_CODE[fastifyError.code] : undefined;
  if (byCode) return byCode();
  // A JSON syntax error raised while parsing the body.
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) return new MalformedJson();
  const status = fastifyError.statusCode;
  if (status === 413) return new PayloadTooLarge();
  if (status === 429) return new TooManyRequests();
  if (status === 404) return new NotFound();
  if (status === 415) return new UnsupportedMediaType();
  if (status === 400) return new BadRequest();
  if (status !== undefined && status > 400 && status < 500) return new HttpClientError(status);
  return null;
}
