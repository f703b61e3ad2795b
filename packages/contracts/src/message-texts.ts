import { ServerMessages } from './server-messages';

/**
 * The spec §5 validation messages and the messages shared by every route, by the names the code uses; the texts (and
 * their codes) are the catalogue's (server-messages.ts).
 */
export const Messages = {
  emailInvalid: ServerMessages.EMAIL_INVALID,
  phoneInvalid: ServerMessages.PHONE_INVALID,
  firstNameRequired: ServerMessages.FIRST_NAME_REQUIRED,
  lastNameRequired: ServerMessages.LAST_NAME_REQUIRED,
  emailRequired: ServerMessages.EMAIL_REQUIRED,
  passwordTooShort: ServerMessages.PASSWORD_TOO_SHORT,
  passwordMismatch: ServerMessages.PASSWORD_MISMATCH,
  termsRequired: ServerMessages.TERMS_REQUIRED,
  fieldRequired: ServerMessages.FIELD_REQUIRED,
  fieldTooShort: ServerMessages.FIELD_TOO_SHORT,
  fieldTooLong: ServerMessages.FIELD_TOO_LONG,
  clipDurationTooLong: ServerMessages.CLIP_DURATION_TOO_LONG,
  tagRequired: ServerMessages.TAG_REQUIRED,
  inputRequired: ServerMessages.INPUT_REQUIRED,
  cardRequired: ServerMessages.CARD_REQUIRED,
  noChannelOrApiKey: ServerMessages.NO_CHANNEL_OR_API_KEY,
  somethingWentWrong: ServerMessages.SOMETHING_WENT_WRONG,
  undefinedError: ServerMessages.UNDEFINED_ERROR,
  notFound: ServerMessages.NOT_FOUND,
  tooManyRequests: ServerMessages.TOO_MANY_REQUESTS,
  payloadTooLarge: ServerMessages.PAYLOAD_TOO_LARGE,
  malformedJson: ServerMessages.MALFORMED_JSON,
  invalidValue: ServerMessages.INVALID_VALUE,
  registrationHint: ServerMessages.REGISTRATION_HINT,
} as const;
