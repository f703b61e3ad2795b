import { ErrorCode, ErrorMessages } from '@ott/contracts';
import { AppError } from '../../lib/errors';

/** The account errors of spec §8 with the statuses of docs/decisions/0014. */
export class EmailAlreadyExists extends AppError {
  constructor() {
    super(400, ErrorCode.EMAIL_ALREADY_EXISTS, ErrorMessages.emailAlreadyExists, { email: [ErrorMessages.emailAlreadyExists] });
  }
}

/** 401 without errors.api_key: the visitor's key stays valid. */
export class WrongAuthData extends AppError {
  constructor() {
    super(401, ErrorCode.WRONG_AUTH_DATA, ErrorMessages.wrongAuthData);
  }
}

export class AlreadyLoggedIn extends AppError {
  constructor() {
    super(403, ErrorCode.ALREADY_LOGGED_IN, ErrorMessages.alreadyLoggedIn);
  }
}

/** A valid key without a user on a route that needs one; no errors.api_key, so the browser keeps its key. */
export class Unauthenticated extends AppError {
  constructor() {
    super(401, ErrorCode.UNAUTHENTICATED, ErrorMessages.userMustBeLoggedIn);
  }
}

export class VerificationFailed extends AppError {
  constructor() {
    super(400, ErrorCode.VERIFICATION_FAILED, ErrorMessages.verificationFailed);
  }
}

export class EmailAlreadyVerified extends AppError {
  constructor() {
    super(400, ErrorCode.EMAIL_ALREADY_VERIFIED, ErrorMessages.emailAlreadyVerified);
  }
}

export class UserNotFound extends AppError {
  constructor() {
    super(404, ErrorCode.USER_NOT_FOUND, ErrorMessages.userNotFound);
  }
}

export class ResetPasswordKeyExpired extends AppError {
  constructor() {
    super(400, ErrorCode.RESET_PASSWORD_KEY_EXPIRED, ErrorMessages.resetPasswordKeyExpired);
  }
}

export class ResetPasswordFailed extends AppError {
  constructor() {
    super(400, ErrorCode.RESET_PASSWORD_FAILED, ErrorMessages.resetPasswordFailed);
  }
}

export class RecaptchaRequired extends AppError {
  constructor() {
    super(400, ErrorCode.RECAPTCHA_REQUIRED, ErrorMessages.recaptchaTokenRequired, { recaptcha_token: [ErrorMessages.recaptchaTokenRequired] });
  }
}

export class RecaptchaInvalid extends AppError {
  constructor() {
    super(400, ErrorCode.RECAPTCHA_INVALID, ErrorMessages.recaptchaInvalid, { recaptcha_token: [ErrorMessages.recaptchaInvalid] });
  }
}

export class IncorrectPassword extends AppError {
  constructor() {
    super(400, ErrorCode.INCORRECT_PASSWORD, ErrorMessages.incorrectPassword, { current_password: [ErrorMessages.incorrectPassword] });
  }
}
