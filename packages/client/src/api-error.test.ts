import { describe, expect, it } from 'vitest';
import { ApiError, ClientErrorCode, isApiError, isCancelledRequest, isNotFound, translatedError } from './api-error';

describe('ApiError', () => {
  const taken = new ApiError({
    status: 409,
    code: 'CHANNEL_KEY_TAKEN',
    message: 'This channel key is taken',
    errors: { channel_key: ['This channel key is taken'] },
    path: '/channels',
    messageCode: 'channel_key_taken',
    params: { key: 'varsity' },
    errorCodes: { channel_key: [{ code: 'taken', params: { key: 'varsity' } }] },
  });

  it('tells whether a field failed', () => {
    expect(taken.hasFieldError('channel_key')).toBe(true);
    expect(taken.hasFieldError('name')).toBe(false);
  });

  it('has no codes by field when the server sent none', () => {
    const plain = new ApiError({ status: 500, code: 'HTTP_500', message: 'Something went wrong' });
    expect([plain.messageCode, plain.params, plain.errorCodes, plain.errors, plain.path]).toEqual([undefined, undefined, {}, {}, undefined]);
  });

  it('is told in other words with everything else kept (a translation)', () => {
    const french = translatedError(taken, 'Cette clé de chaîne est déjà prise', { channel_key: ['Cette clé de chaîne est déjà prise'] });
    expect(french).toBeInstanceOf(ApiError);
    expect(french).toMatchObject({
      status: 409,
      code: 'CHANNEL_KEY_TAKEN',
      message: 'Cette clé de chaîne est déjà prise',
      errors: { channel_key: ['Cette clé de chaîne est déjà prise'] },
      path: '/channels',
      messageCode: 'channel_key_taken',
      params: { key: 'varsity' },
      errorCodes: { channel_key: [{ code: 'taken', params: { key: 'varsity' } }] },
    });
    expect(translatedError(taken, 'Autre').errors).toEqual({ channel_key: ['This channel key is taken'] });
  });

  it('knows a cancellation', () => {
    const cancelled = new ApiError({ status: 0, code: ClientErrorCode.REQUEST_CANCELLED, message: 'Request cancelled' });
    expect([isCancelledRequest(cancelled), isCancelledRequest(taken), isCancelledRequest(new Error('x'))]).toEqual([true, false, false]);
    expect([isApiError(taken), isApiError(new Error('x'))]).toEqual([true, false]);
  });

  it("knows an object that is not there, or not the caller's to see", () => {
    const missing = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found' });
    const notAnApiError = { status: 404, message: 'Not found' };
    expect([isNotFound(missing), isNotFound(taken), isNotFound(notAnApiError), isNotFound(undefined)]).toEqual([true, false, false, false]);
  });
});
