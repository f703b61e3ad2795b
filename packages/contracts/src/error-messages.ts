/**
 * The error catalogue of spec §8 (and the §5 rule messages not in `Messages`), as the server sends
 * them. Kept free of runtime imports so the browser bundle can use it without pulling in Zod.
 */
export const ErrorMessages = {
  emailAlreadyExists: 'Email already exists',
  wrongAuthData: 'Wrong auth data',
  alreadyLoggedIn: 'You are already logged in',
  verificationFailed: 'Verification failed',
  emailAlreadyVerified: 'Email already verified',
  userNotFound: 'User not found',
  resetPasswordKeyExpired: 'Reset password key expired',
  resetPasswordFailed: 'Reset password failed',
  wrongPromoCode: 'Wrong promo code',
  recaptchaTokenRequired: 'recaptcha token required',
  recaptchaInvalid: 'recaptcha invalid or looks like robot',
  noChannelOrApiKey: 'No channel or api key found',
  incorrectPassword: 'Incorrect password',
  somethingWentWrong: 'Something went wrong',
  undefinedError: 'Undefined error',
  passNotFound: 'Pass not found',
  idNotSelected: 'id not selected',
  trialAlreadyUsed: 'Trial period already used',
  userMustBeLoggedIn: 'user must be logged in',
  geoBlocked: 'this content is not available in your region',
  playerError: 'Oops! We are currently experiencing technical difficulties',
  downloadNotAvailable: 'Download is not available for your account',
  downloadLimitReached: 'You have reached your download limit',
  eventNotDownloadable: 'This event cannot be downloaded',
  noAccessToEvent: 'You do not have access to this event',
  alreadyOwned: 'You already have this pass',
  alreadyHasAccess: 'You already have access to this event',
  paymentInProgress: 'A payment for this is already in progress',
  itemRepeated: 'Each item can be bought only once',
} as const;

export type ErrorMessageKey = keyof typeof ErrorMessages;
