import { describe, expect, it } from 'vitest';
import { isBackendUnavailable } from './backend-unavailable';
import { toAppError } from './error-mapping';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isBackendUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['PostgreSQL shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['PostgreSQL starting up', withCode('the database system is starting up', '57P03')],
    ['a PostgreSQL connection exception', withCode('connection failure', '08006')],
    ['pg losing its connection', new Error('Connection terminated unexpectedly')],
    ['the pool waiting too long', new Error('timeout exceeded when trying to connect')],
    ['a query waiting too long', new Error('Query read timeout')],
    ['ioredis giving up', new Error('Reached the max retries per request limit (which is 1). Refer to "maxRetriesPerRequest" option for details.')],
    ['ioredis closed', new Error('Connection is closed.')],
  ])('is true for %s, answered 503', (_what, error) => {
    expect(isBackendUnavailable(error)).toBe(true);
    expect(toAppError(error)?.toBody()).toEqual({ message: 'Something went wrong', code: 'SERVICE_UNAVAILABLE', message_code: 'SOMETHING_WENT_WRONG' });
    expect(toAppError(error)?.statusCode).toBe(503);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a string', 'ECONNREFUSED'],
  ])('is false for %s', (_what, error) => {
    expect(isBackendUnavailable(error)).toBe(false);
  });
});
