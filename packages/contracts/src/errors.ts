import { z } from 'zod';

/** Machine codes carried in every error body next to the human message. */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_API_KEY: 'INVALID_API_KEY',
  INVALID_CHANNEL_KEY: 'INVALID_CHANNEL_KEY',
  NOT_FOUND: 'NOT_FOUND',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  MALFORMED_JSON: 'MALFORMED_JSON',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  INTERNAL: 'INTERNAL',
  NO_API_KEY: 'NO_API_KEY',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  EMAIL_ALREADY_EXISTS: 'EMAIL_ALREADY_EXISTS',
  WRONG_AUTH_DATA: 'WRONG_AUTH_DATA',
  ALREADY_LOGGED_IN: 'ALREADY_LOGGED_IN',
  VERIFICATION_FAILED: 'VERIFICATION_FAILED',
  EMAIL_ALREADY_VERIFIED: 'EMAIL_ALREADY_VERIFIED',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  RESET_PASSWORD_KEY_EXPIRED: 'RESET_PASSWORD_KEY_EXPIRED',
  RESET_PASSWORD_FAILED: 'RESET_PASSWORD_FAILED',
  RECAPTCHA_REQUIRED: 'RECAPTCHA_REQUIRED',
  RECAPTCHA_INVALID: 'RECAPTCHA_INVALID',
  INCORRECT_PASSWORD: 'INCORRECT_PASSWORD',
  SOCIAL_LOGIN_UNAVAILABLE: 'SOCIAL_LOGIN_UNAVAILABLE',
  FORBIDDEN: 'FORBIDDEN',
  PASS_NOT_FOUND: 'PASS_NOT_FOUND',
  WRONG_PROMO_CODE: 'WRONG_PROMO_CODE',
  ID_NOT_SELECTED: 'ID_NOT_SELECTED',
  TRIAL_ALREADY_USED: 'TRIAL_ALREADY_USED',
  ALREADY_OWNED: 'ALREADY_OWNED',
  PAYMENT_IN_PROGRESS: 'PAYMENT_IN_PROGRESS',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const MessageParams = z.record(z.string(), z.union([z.string(), z.number()]));
/** A message by its catalogue code (server-messages.ts), for the browser to translate. */
export const CodedMessage = z.object({ code: z.string(), params: MessageParams.optional() });
export type CodedMessage = z.infer<typeof CodedMessage>;

/**
 * `{"message", "code", "errors": {field: [messages]}}` — DESIGN.md §2. Beside each English message, its catalogue code
 * and parameters: `message_code` and `params` for `message`, `error_codes` (field by field, in the order of `errors`)
 * for the field messages. A message the catalogue lacks has no code, and a field with such a message is left out of
 * `error_codes`: the browser shows the English text.
 */
export const ErrorBody = z
  .object({
    message: z.string(),
    code: z.string(),
    message_code: z.string().optional(),
    params: MessageParams.optional(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    error_codes: z.record(z.string(), z.array(CodedMessage)).optional(),
    request_id: z.string().optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;
