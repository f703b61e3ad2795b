import type { CustomFormField } from './custom-forms';
import { Messages } from './message-texts';

/**
 * The rules of a custom form's fields and their spec §5 wording, applied alike by the server (to
 * answer 400) and the browser (before sending), so one input gets one verdict and one message.
 * Free of runtime imports so the browser can use it without pulling in Zod.
 */

export type MessageKey = keyof typeof Messages;
/** A message key, with the number its `{number}` stands for. */
export interface FieldProblem {
  key: MessageKey;
  number?: number;
}

/** The cap on a text answer whose field sets none. */
export const DEFAULT_FIELD_MAX_LENGTH = 5000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function fillNumber(message: string, n: number | bigint): string {
  return message.replace('{number}', String(n));
}

/**
 * The spec words bounds as strict comparisons, so an inclusive minimum of N characters reads
 * "greater than N-1" and an inclusive maximum of N reads "less than N+1": the number in the
 * message is one the accepted length is truly greater or less than.
 */
export const tooShort = (minLength: number): FieldProblem => ({ key: 'fieldTooShort', number: minLength - 1 });
export const tooLong = (maxLength: number): FieldProblem => ({ key: 'fieldTooLong', number: maxLength + 1 });

/** Length bounds are inclusive: `min_length` and `max_length` characters are both accepted. */
export function lengthProblem(text: string, bounds: { min_length: number | null; max_length: number | null }): FieldProblem | null {
  const max = bounds.max_length ?? DEFAULT_FIELD_MAX_LENGTH;
  if (bounds.min_length !== null && text.length < bounds.min_length) return tooShort(bounds.min_length);
  if (text.length > max) return tooLong(max);
  return null;
}

/** Spec §5: 10 to 14 digits, with an optional leading plus and separators (spaces, dots, dashes, brackets). */
export function isPhone(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 14;
}

/** A checkbox answer as a form posts it (`on`, `true`, `1`) or as JSON (`true`, 1). */
export function isChecked(value: unknown): boolean {
  return value === true || value === 'true' || value === '1' || value === 'on' || value === 1;
}

/** What is kept of a text answer: trimmed; '' for a missing one; null for a value of the wrong type. */
export function answerText(value: unknown): string | null {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  return String(value).trim();
}

/** The first problem with one field's answer, in the order both sides check them, or null when it is fine. */
export function customFieldProblem(field: CustomFormField, value: unknown): FieldProblem | null {
  if (field.type === 'checkbox') return field.required && !isChecked(value) ? { key: 'fieldRequired' } : null;
  const text = answerText(value);
  if (text === null) return { key: 'invalidValue' };
  if (text === '') return field.required ? { key: 'fieldRequired' } : null;
  const length = lengthProblem(text, field);
  if (length) return length;
  if (field.type === 'email' && !EMAIL.test(text)) return { key: 'emailInvalid' };
  if (field.type === 'phone' && !isPhone(text)) return { key: 'phoneInvalid' };
  if (field.type === 'select' && !field.options.some((option) => option.value === text)) return { key: 'invalidValue' };
  return null;
}

/** The English message the server sends for a problem. */
export function problemMessage(problem: FieldProblem): string {
  const text = Messages[problem.key];
  return problem.number === undefined ? text : fillNumber(text, problem.number);
}
