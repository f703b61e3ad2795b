import { type CustomFormField, answerText, customFieldProblem, isChecked, problemMessage } from '@ott/contracts';
import type { FieldErrors } from '../../lib/errors';

export type Answers = Record<string, string | boolean>;

/**
 * Checks a submission against the form's fields with the rules the browser applies too
 * (contracts field-rules.ts); returns the cleaned answers or the per-field messages.
 */
export function validateAnswers(fields: readonly CustomFormField[], input: Record<string, unknown>): { answers: Answers } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const answers: Answers = {};
  for (const field of fields) {
    const raw = input[field.name];
    const problem = customFieldProblem(field, raw);
    if (problem) {
      errors[field.name] = [problemMessage(problem)];
      continue;
    }
    const text = answerText(raw);
    if (field.type === 'checkbox') answers[field.name] = isChecked(raw);
    else if (text) answers[field.name] = text;
  }
  return Object.keys(errors).length > 0 ? { errors } : { answers };
}
