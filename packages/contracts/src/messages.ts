import { z } from 'zod';

/** English messages of the product specification (§5 validation, §8 errors). The SPA translates them. */
export const Messages = {
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
  noChannelOrApiKey: 'No channel or api key found',
  somethingWentWrong: 'Something went wrong',
  undefinedError: 'Undefined error',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests',
  payloadTooLarge: 'Request body is too large',
  malformedJson: 'Malformed JSON in request body',
  invalidValue: 'Field value is invalid',
} as const;

export type MessageKey = keyof typeof Messages;

export function fillNumber(message: string, n: number | bigint): string {
  return message.replace('{number}', String(n));
}

/**
 * One error map for every schema on both sides, so a missing field or a bad length reads the
 * same in the API's 400 body and in the browser's form. Schemas may still set their own message.
 */
export function installZodMessages(): void {
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type' && issue.input === undefined) return Messages.fieldRequired;
      // The spec words bounds as strict comparisons, so an inclusive bound of N reads "greater than N-1".
      if (issue.code === 'too_small' && issue.origin === 'string') {
        const min = Number(issue.minimum);
        return min === 1 ? Messages.fieldRequired : fillNumber(Messages.fieldTooShort, min - 1);
      }
      if (issue.code === 'too_big' && issue.origin === 'string') return fillNumber(Messages.fieldTooLong, Number(issue.maximum) + 1);
      if (issue.code === 'invalid_format' && issue.format === 'email') return Messages.emailInvalid;
      if (issue.code === 'invalid_value' || issue.code === 'invalid_type' || issue.code === 'invalid_format') return Messages.invalidValue;
      return undefined;
    },
  });
}
installZodMessages();
