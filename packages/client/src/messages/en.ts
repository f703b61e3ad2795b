import { type MessageCode, ServerMessages } from '@ott/contracts/server-messages';

/**
 * The spec's display variants (§8): where the viewer shows other words than the server sends, such as 'Email already
 * exists' shown as 'The email address you have entered is already registered'.
 */
export const DISPLAY_VARIANTS: Partial<Record<MessageCode, string>> = {
  PHONE_INVALID: 'Enter a phone number of 10 to 14 digits',
  CLIP_DURATION_TOO_LONG: 'Clip duration longer than end time',
  TOO_MANY_REQUESTS: 'Too many requests. Please wait a moment and try again.',
  EMAIL_ALREADY_EXISTS: 'The email address you have entered is already registered',
  WRONG_PROMO_CODE: 'Promo code is invalid',
  CLIP_DURATION_RANGE: 'A clip lasts {min} to {max} seconds',
};

/** The server messages in English, by code: the server's own texts, with the display variants. */
export const englishServerMessages: Record<MessageCode, string> = { ...ServerMessages, ...DISPLAY_VARIANTS };

export default englishServerMessages;
