import type { CodedMessage, ErrorBody } from '@ott/contracts';
import { type MessageRef, messageRefOf } from '@ott/contracts/message-codes';

interface Failure {
  message: string;
  code: string;
  messageRef: MessageRef | undefined;
  errors?: Record<string, string[]> | undefined;
}

/**
 * The field messages by catalogue code, field by field in the order of `errors`. A field with a message the catalogue
 * lacks (a provider's text passed on, or names that are no message) is left out, so the browser shows that field's
 * text as sent.
 */
export function codedFieldErrors(errors: Record<string, string[]>): Record<string, CodedMessage[]> {
  const coded: Record<string, CodedMessage[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const refs = messages.map(messageRefOf);
    if (refs.every((ref) => ref !== undefined)) coded[field] = refs as CodedMessage[];
  }
  return coded;
}

/** `{ message, code, message_code?, params?, errors?, error_codes? }`: DESIGN.md §2, with the catalogue's codes. */
export function errorBody(failure: Failure): ErrorBody {
  const body: ErrorBody = { message: failure.message, code: failure.code };
  if (failure.messageRef) {
    body.message_code = failure.messageRef.code;
    if (failure.messageRef.params) body.params = failure.messageRef.params;
  }
  if (failure.errors) {
    body.errors = failure.errors;
    const coded = codedFieldErrors(failure.errors);
    if (Object.keys(coded).length > 0) body.error_codes = coded;
  }
  return body;
}
