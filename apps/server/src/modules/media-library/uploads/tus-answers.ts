import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '@ott/contracts';
import type { FastifyRequest } from 'fastify';
import { type AppError, HttpClientError, internalErrorBody } from '../../../lib/errors';
import { UploadNotFound } from './upload-errors';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A tus refusal as the API's error envelope, with tus's status and headers (Tus-Resumable…). tus writes its
 * refusals as plain text; `refusal` is ours when a hook of ours refused. A missing upload file is the same
 * 404 as an unknown upload; a server failure tells nothing of its cause.
 */
export async function tusRefusalInEnvelope(answer: Response, request: FastifyRequest, refusal: AppError | undefined): Promise<Response> {
  const text = (await answer.text()).trim();
  let status = answer.status;
  let body: ErrorBody;
  if (refusal) {
    status = refusal.statusCode;
    body = refusal.toBody();
  } else if (status >= 500) {
    request.log.error({ statusCode: status, tus: text }, 'tus request failed');
    body = internalErrorBody(request.id);
  } else {
    body = (status === 404 ? new UploadNotFound() : new HttpClientError(status, text)).toBody();
  }
  const headers = new Headers(answer.headers);
  headers.set('Content-Type', JSON_TYPE);
  headers.delete('Content-Length');
  return new Response(JSON.stringify(body), { status, statusText: STATUS_CODES[status], headers });
}
