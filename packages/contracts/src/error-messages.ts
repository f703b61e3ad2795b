import { ServerMessages } from './server-messages';

/** The error catalogue of spec §8, by the names the code uses; the texts (and their codes) are the catalogue's (server-messages.ts). */
export const ErrorMessages = {
  emailAlreadyExists: ServerMessages.EMAIL_ALREADY_EXISTS,
  wrongAuthData: ServerMessages.WRONG_AUTH_DATA,
  alreadyLoggedIn: ServerMessages.ALREADY_LOGGED_IN,
  verificationFailed: ServerMessages.VERIFICATION_FAILED,
  emailAlreadyVerified: ServerMessages.EMAIL_ALREADY_VERIFIED,
  userNotFound: ServerMessages.USER_NOT_FOUND,
  resetPasswordKeyExpired: ServerMessages.RESET_PASSWORD_KEY_EXPIRED,
  resetPasswordFailed: ServerMessages.RESET_PASSWORD_FAILED,
  wrongPromoCode: ServerMessages.WRONG_PROMO_CODE,
  recaptchaTokenRequired: ServerMessages.RECAPTCHA_TOKEN_REQUIRED,
  recaptchaInvalid: ServerMessages.RECAPTCHA_INVALID,
  noChannelOrApiKey: ServerMessages.NO_CHANNEL_OR_API_KEY,
  incorrectPassword: ServerMessages.INCORRECT_PASSWORD,
  somethingWentWrong: ServerMessages.SOMETHING_WENT_WRONG,
  undefinedError: ServerMessages.UNDEFINED_ERROR,
  passNotFound: ServerMessages.PASS_NOT_FOUND,
  idNotSelected: ServerMessages.ID_NOT_SELECTED,
  trialAlreadyUsed: ServerMessages.TRIAL_ALREADY_USED,
  userMustBeLoggedIn: ServerMessages.USER_MUST_BE_LOGGED_IN,
  geoBlocked: ServerMessages.GEO_BLOCKED,
  playerError: ServerMessages.PLAYER_ERROR,
  downloadNotAvailable: ServerMessages.DOWNLOAD_NOT_AVAILABLE,
  downloadLimitReached: ServerMessages.DOWNLOAD_LIMIT_REACHED,
  eventNotDownloadable: ServerMessages.EVENT_NOT_DOWNLOADABLE,
  noAccessToEvent: ServerMessages.NO_ACCESS_TO_EVENT,
  alreadyOwned: ServerMessages.ALREADY_OWNED,
  alreadyHasAccess: ServerMessages.ALREADY_HAS_ACCESS,
  paymentInProgress: ServerMessages.PAYMENT_IN_PROGRESS,
  itemRepeated: ServerMessages.ITEM_REPEATED,
} as const;

export type ErrorMessageKey = keyof typeof ErrorMessages;
