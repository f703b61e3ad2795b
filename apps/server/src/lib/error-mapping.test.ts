import { ErrorCode } from '@ott/contracts';
import { describe, expect, it } from 'vitest';
import { fieldName, toAppError } from './error-mapping';
import { AppError, NotFound } from './errors';

const validation = (context: string, ...issues: Array<{ instancePath: string; message: string }>) =>
  Object.assign(new Error('bad'), { statusCode: 400, validation: issues, validationContext: context });

describe('toAppError', () => {
  it('passes AppErrors through', () => {
    const error = new NotFound();
    expect(toAppError(error)).toBe(error);
  });

  it('turns schema failures into 400 with per-field messages', () => {
    const mapped = toAppError(validation('querystring', { instancePath: '/type', message: 'Invalid option' }, { instancePath: '/limit', message: 'Too big' }));
    expect(mapped?.statusCode).toBe(400);
    expect(mapped?.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(mapped?.errors).toEqual({ type: ['Invalid option'], limit: ['Too big'] });
  });

  it('names root-level failures after the request part', () => {
    expect(toAppError(validation('body', { instancePath: '', message: 'Expected object' }))?.errors).toEqual({ body: ['Expected object'] });
    expect(fieldName('/items/0/name', 'body')).toBe('items.0.name');
  });

  it('treats key-only failures as authentication failures', () => {
    const apiKey = toAppError(validation('querystring', { instancePath: '/api_key', message: 'Field length must be less than 128' }));
    expect(apiKey).toMatchObject({ statusCode: 401, code: ErrorCode.INVALID_API_KEY });
    expect(apiKey?.errors?.api_key).toEqual(['Field length must be less than 128']);
    const channelKey = toAppError(validation('body', { instancePath: '/channel_key', message: 'Field is required' }));
    expect(channelKey).toMatchObject({ statusCode: 401, code: ErrorCode.INVALID_CHANNEL_KEY });
  });

  it.each([
    ['FST_ERR_CTP_INVALID_JSON_BODY', 400, ErrorCode.MALFORMED_JSON],
    ['FST_ERR_CTP_EMPTY_JSON_BODY', 400, ErrorCode.MALFORMED_JSON],
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, ErrorCode.PAYLOAD_TOO_LARGE],
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE],
  ])('maps %s to %i %s', (code, status, errorCode) => {
    expect(toAppError(Object.assign(new Error('x'), { code }))).toMatchObject({ statusCode: status, code: errorCode });
  });

  it.each([
    [405, 'METHOD_NOT_ALLOWED', 'Method Not Allowed', { message_code: 'HTTP_STATUS', params: { status: 405, reason: 'Method Not Allowed' } }],
    [406, 'NOT_ACCEPTABLE', 'Not Acceptable', { message_code: 'HTTP_STATUS', params: { status: 406, reason: 'Not Acceptable' } }],
    [408, 'REQUEST_TIMEOUT', 'Request Timeout', { message_code: 'HTTP_STATUS', params: { status: 408, reason: 'Request Timeout' } }],
    [415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type; send application/json', { message_code: 'UNSUPPORTED_MEDIA_TYPE' }],
    [400, 'VALIDATION_FAILED', 'Field value is invalid', { message_code: 'INVALID_VALUE' }],
  ])('keeps the status of a Fastify %i with a matching code', (statusCode, code, message, coded) => {
    expect(toAppError(Object.assign(new Error('x'), { statusCode }))?.toBody()).toEqual({ message, code, ...coded });
    expect(toAppError(Object.assign(new Error('x'), { statusCode }))?.statusCode).toBe(statusCode);
  });

  it('keeps other client errors 4xx and leaves everything else to the 500 path', () => {
    expect(toAppError(Object.assign(new Error('x'), { statusCode: 429 }))?.statusCode).toBe(429);
    expect(toAppError(new Error('database exploded'))).toBeNull();
    expect(toAppError(Object.assign(new Error('x'), { statusCode: 502 }))).toBeNull();
    expect(toAppError('a string')).toBeNull();
  });

  it('serialises an AppError as the envelope', () => {
    expect(new AppError(404, ErrorCode.NOT_FOUND, 'Not found').toBody()).toEqual({ message: 'Not found', code: 'NOT_FOUND', message_code: 'NOT_FOUND' });
  });
});

describe('findNul', () => {
  it('finds NUL characters in nested strings and keys', async () => {
    const { findNul } = await import('./input-guard');
    expect(findNul({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1');
    expect(findNul({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(findNul({ a: 'fine', n: 1, z: null })).toBeNull();
  });
});
