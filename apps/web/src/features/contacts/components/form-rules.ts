import type { CustomFormField } from '@ott/contracts/custom-forms';
import type { TFunction } from 'i18next';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{10,20}$/;

/** The first problem with a field's value, worded as spec §5, or undefined when it is fine. */
export function fieldProblem(field: CustomFormField, value: string | boolean, t: TFunction): string | undefined {
  if (typeof value === 'boolean') return field.required && !value ? t('messages.fieldRequired') : undefined;
  const text = value.trim();
  if (!text) return field.required ? t('messages.fieldRequired') : undefined;
  if (field.type === 'email' && !EMAIL.test(text)) return t('messages.emailInvalid');
  if (field.type === 'phone' && (!PHONE.test(text) || text.replace(/\D/g, '').length < 10 || text.replace(/\D/g, '').length > 14)) return t('messages.phoneInvalid');
  if (field.min_length !== null && text.length < field.min_length) return t('messages.fieldTooShort', { number: field.min_length });
  if (field.max_length !== null && text.length > field.max_length) return t('messages.fieldTooLong', { number: field.max_length });
  return undefined;
}

export function initialValues(fields: CustomFormField[]): Record<string, string | boolean> {
  return Object.fromEntries(fields.map((field) => [field.name, field.type === 'checkbox' ? false : '']));
}
