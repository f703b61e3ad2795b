import { ErrorMessages } from '@ott/contracts/error-messages';
import type { TFunction } from 'i18next';

/**
 * English messages the server sends (contracts `Messages` and `ErrorMessages`) → locale keys under
 * `messages.`. `{number}` marks a number the server fills in.
 */
const ruleMessages: Record<string, string> = {
  emailInvalid: 'A valid email address is required',
  firstNameRequired: 'Enter your first name',
  lastNameRequired: 'Enter your last name',
  emailRequired: 'Enter your Email',
  passwordTooShort: 'The password is too short',
  passwordMismatch: 'The password and password confirmation do not match',
  termsRequired: 'Please accept terms & conditions',
  fieldRequired: 'Field is required',
  fieldTooShort: 'Field length must be greater than {number}',
  fieldTooLong: 'Field length must be less than {number}',
  clipDurationTooLong: 'Clip duration longer than end time',
  tagRequired: 'Please select tag',
  inputRequired: 'Please fill in the input field',
  cardRequired: 'Please select one of your saved cards or enter new one',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests',
  payloadTooLarge: 'Request body is too large',
  malformedJson: 'Malformed JSON in request body',
  invalidValue: 'Field value is invalid',
  registrationHint: 'You are not registered yet. Please accept terms and conditions and click Register to continue.',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patterns = Object.entries({ ...ruleMessages, ...ErrorMessages }).map(([key, english]) => ({
  key,
  pattern: new RegExp(`^${escapeRegExp(english).replace('\\{number\\}', '(\\d+)')}\\.?$`, 'i'),
}));

/** The locale key for a server message, with the number it carries, or undefined if unknown. */
export function messageKeyFor(message: string): { key: string; number?: number } | undefined {
  const trimmed = message.trim();
  for (const { key, pattern } of patterns) {
    const match = pattern.exec(trimmed);
    if (match) return match[1] === undefined ? { key } : { key, number: Number(match[1]) };
  }
  return undefined;
}

/** Shows a server message in the active language; unknown messages are shown as sent. */
export function translateServerMessage(t: TFunction, message: string): string {
  const found = messageKeyFor(message);
  if (!found) return message;
  return t(`messages.${found.key}`, found.number === undefined ? {} : { number: found.number });
}
