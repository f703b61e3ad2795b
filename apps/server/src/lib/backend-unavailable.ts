/** Socket failures: the peer is gone, refuses, or cannot be found. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** PostgreSQL SQLSTATEs of a server that is shutting down, crashed or still starting (class 08 is checked whole). */
const POSTGRES_UNAVAILABLE = new Set(['57P01', '57P02', '57P03']);

/** What pg and ioredis throw when their connection is lost or cannot be had in time; they carry no code. */
const CLIENT_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /^Client has encountered a connection error/,
  /^Connection is closed\.?$/,
  /^Reached the max retries per request limit/,
  /^Stream isn't writeable/,
];

/**
 * Whether an error means the database or Redis is unreachable (not that the request or the code is wrong): such a
 * request is answered 503, and the same request succeeds once the backend is back.
 */
export function isBackendUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return CLIENT_MESSAGES.some((pattern) => pattern.test(error.message));
}
