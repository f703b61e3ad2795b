import { Messages } from '@ott/contracts';
import type { FastifyRequest } from 'fastify';
import { validationFailure } from './error-mapping';
import type { AppError } from './errors';

const MAX_DEPTH = 32;

/** Path of the first string holding a NUL character, which no field accepts (PostgreSQL text cannot store it). */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = findNul(child, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** The 400 for a NUL character anywhere in the query, path parameters or body, or undefined when there is none. */
export function rejectNulCharacters(request: FastifyRequest): AppError | undefined {
  for (const [part, value] of [['query', request.query], ['params', request.params], ['body', request.body]] as const) {
    const field = findNul(value);
    if (field !== null) return validationFailure({ [field || part]: [Messages.invalidValue] }, request.url);
  }
  return undefined;
}
