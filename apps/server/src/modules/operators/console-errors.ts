import { ADMIN_AUTH_CODES } from '@ott/contracts/admin-auth';
import { ErrorCode } from '@ott/contracts';
import { AppError, NotFound } from '../../lib/errors';

/** No session cookie, or one the server does not know. */
export class ConsoleUnauthenticated extends AppError {
  constructor() {
    super(401, ErrorCode.UNAUTHENTICATED, 'Sign in to the console');
  }
}

export class ConsoleSessionExpired extends AppError {
  constructor() {
    super(401, ADMIN_AUTH_CODES.sessionExpired, 'Your session has expired; sign in again');
  }
}

export class ConsoleForbidden extends AppError {
  constructor(message = 'Your role does not allow this') {
    super(403, ErrorCode.FORBIDDEN, message);
  }
}

export class CsrfTokenInvalid extends AppError {
  constructor() {
    super(403, ADMIN_AUTH_CODES.csrf, 'Missing or wrong CSRF token; reload the console');
  }
}

export class PasswordChangeRequired extends AppError {
  constructor() {
    super(403, ADMIN_AUTH_CODES.passwordChangeRequired, 'Choose a new password first');
  }
}

export class BadCredentials extends AppError {
  constructor() {
    super(401, ADMIN_AUTH_CODES.badCredentials, 'Wrong email or password');
  }
}

export class TotpRequired extends AppError {
  constructor() {
    super(401, ADMIN_AUTH_CODES.totpRequired, 'Enter the code from your authenticator app');
  }
}

export class TotpInvalid extends AppError {
  /** Sign-in answers 401; the account page answers 400 on its `code` field (the session stays). */
  constructor(status = 401, field: string | null = null) {
    super(status, ADMIN_AUTH_CODES.totpInvalid, 'Wrong or expired code', field ? { [field]: ['Wrong or expired code'] } : undefined);
  }
}

/** The message of the access check's 404, told apart from handlers' own 404s by the role matrix test. */
export const CHANNEL_NOT_FOUND = 'Channel not found';

/** A channel the operator does not hold answers as an unknown one. */
export class ChannelNotFound extends NotFound {
  constructor() {
    super(CHANNEL_NOT_FOUND);
  }
}
