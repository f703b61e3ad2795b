import { z } from 'zod';
import { Messages } from './message-texts';

export { Messages };

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
