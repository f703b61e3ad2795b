import { type CustomFormField, Messages, fillNumber } from '@ott/contracts';
import type { FieldErrors } from '../../lib/errors';

export type Answers = Record<string, string | boolean>;
export const PHONE_MESSAGE = 'A valid phone number is required';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const DEFAULT_MAX_LENGTH = 5000;

/** Spec §5: 10 to 14 digits, with an optional leading plus and separators (spaces, dots, dashes, brackets). */
export function isPhone(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 14;
}

function checkbox(value: unknown): boolean {
  return value === true || value === 'true' || value === '1' || value === 'on' || value === 1;
}

function textError(field: CustomFormField, text: string): string | null {
  const max = field.max_length ?? DEFAULT_MAX_LENGTH;
  if (field.min_length !== null && text.length < field.min_length) return fillNumber(Messages.fieldTooShort, field.min_length - 1);
  if (text.length > max) return fillNumber(Messages.fieldTooLong, max + 1);
  if (field.type === 'email' && !EMAIL.test(text)) return Messages.emailInvalid;
  if (field.type === 'phone' && !isPhone(text)) return PHONE_MESSAGE;
  if (field.type === 'select' && !field.options.some((option) => option.value === text)) return Messages.invalidValue;
  return null;
}

/** Checks a submission against the form's fields; returns the cleaned answers or the per-field messages. */
export function validateAnswers(fields: readonly CustomFormField[], input: Record<string, unknown>): { answers: Answers } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const answers: Answers = {};
  for (const field of fields) {
    const raw = input[field.name];
    if (field.type === 'checkbox') {
      const checked = checkbox(raw);
      if (field.required && !checked) errors[field.name] = [Messages.fieldRequired];
      answers[field.name] = checked;
      continue;
    }
    if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number') {
      errors[field.name] = [Messages.invalidValue];
      continue;
    }
    const text = raw === undefined || raw === null ? '' : String(raw).trim();
    if (text === '') {
      if (field.required) errors[field.name] = [Messages.fieldRequired];
      continue;
    }
    const problem = textError(field, text);
    if (problem) errors[field.name] = [problem];
    else answers[field.name] = text;
  }
  return Object.keys(errors).length > 0 ? { errors } : { answers };
}
