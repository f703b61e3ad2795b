import { z } from 'zod';
import { problemMessage, tooLong, tooShort } from './field-rules';
import { messageText } from './message-codes';
import { Messages } from './message-texts';

export { Messages };
export { fillNumber, type MessageKey } from './field-rules';

/**
 * One error map for every schema on both sides, so a missing field or a bad length reads the
 * same in the API's 400 body and in the browser's form. Schemas may still set their own message.
 * Each text is a catalogue message (server-messages.ts): the error body carries its code and parameters
 * (FIELD_TOO_SHORT with `{ number }`), found again from the text by `messageRefOf`.
 */
export function installZodMessages(): void {
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type' && issue.input === undefined) return messageText('FIELD_REQUIRED');
      // Worded by the same rules as custom form fields (field-rules.ts), so both sides say the same.
      if (issue.code === 'too_small' && issue.origin === 'string') {
        const min = Number(issue.minimum);
        return min === 1 ? messageText('FIELD_REQUIRED') : problemMessage(tooShort(min));
      }
      if (issue.code === 'too_big' && issue.origin === 'string') return problemMessage(tooLong(Number(issue.maximum)));
      if (issue.code === 'invalid_format' && issue.format === 'email') return messageText('EMAIL_INVALID');
      if (issue.code === 'invalid_value' || issue.code === 'invalid_type' || issue.code === 'invalid_format') return messageText('INVALID_VALUE');
      return undefined;
    },
  });
}
installZodMessages();
