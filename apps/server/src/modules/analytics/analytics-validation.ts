import { ANALYTICS_BATCH_MAX, ANALYTICS_MESSAGES } from '@ott/contracts/analytics';
import { Messages } from '@ott/contracts';
import type { z } from 'zod';
import { type FieldErrors, ValidationError } from '../../lib/errors';

/**
 * One body or a batch of them. Each item is checked alone so a batch's messages name the item: `errors["2.event"]`.
 * (A union schema would answer "invalid input" for the whole body instead.)
 */
export function parseOneOrBatch<T extends z.ZodType>(schema: T, body: unknown): Array<z.infer<T>> {
  const batch = Array.isArray(body);
  const items: unknown[] = batch ? body : [body];
  if (batch && items.length === 0) throw new ValidationError({ request: [ANALYTICS_MESSAGES.batchEmpty] });
  if (items.length > ANALYTICS_BATCH_MAX) throw new ValidationError({ request: [ANALYTICS_MESSAGES.batchTooLarge] });
  const errors: FieldErrors = {};
  const parsed: Array<z.infer<T>> = [];
  items.forEach((item, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      (errors[batch ? String(index) : 'request'] ??= []).push(Messages.invalidValue);
      return;
    }
    const result = schema.safeParse(item);
    if (result.success) {
      parsed.push(result.data);
      return;
    }
    for (const issue of result.error.issues) {
      const field = [...(batch ? [index] : []), ...issue.path].join('.') || 'request';
      (errors[field] ??= []).push(issue.message);
    }
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return parsed;
}
