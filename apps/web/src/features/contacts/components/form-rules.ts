import type { CustomFormField } from '@ott/contracts/custom-forms';
import { DEFAULT_FIELD_MAX_LENGTH, customFieldProblem, problemMessage } from '@ott/contracts/field-rules';
import { messageText } from '@ott/client/messages/server-text';
import type { TFunction } from 'i18next';

/**
 * The first problem with a field's value in the active language, or undefined when it is fine.
 * The rule and its number are the server's (contracts field-rules.ts), so both give one answer.
 */
export function fieldProblem(field: CustomFormField, value: string | boolean, t: TFunction): string | undefined {
  const problem = customFieldProblem(field, value);
  if (!problem) return undefined;
  return messageText(t, problemMessage(problem));
}

/** The longest answer a field takes, for the input's maxlength. */
export const maxLengthOf = (field: CustomFormField): number => field.max_length ?? DEFAULT_FIELD_MAX_LENGTH;

export function initialValues(fields: CustomFormField[]): Record<string, string | boolean> {
  return Object.fromEntries(fields.map((field) => [field.name, field.type === 'checkbox' ? false : '']));
}
