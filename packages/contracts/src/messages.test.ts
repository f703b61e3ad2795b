import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Messages, fillNumber } from './messages';
import { GetApiKeyBody } from './keys';

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('shared validation messages', () => {
  it('reports a missing field as "Field is required"', () => {
    expect(firstMessage(GetApiKeyBody, {})).toBe(Messages.fieldRequired);
  });

  it('words length bounds with the number from the schema', () => {
    expect(firstMessage(z.string().min(8), 'short')).toBe('Field length must be greater than 8');
    expect(firstMessage(z.string().max(3), 'toolong')).toBe('Field length must be less than 3');
  });

  it('treats an empty required string as missing', () => {
    expect(firstMessage(z.string().min(1), '')).toBe(Messages.fieldRequired);
  });

  it('uses the spec wording for a bad email', () => {
    expect(firstMessage(z.email(), 'not-an-email')).toBe('A valid email address is required');
  });

  it('keeps a message a schema sets itself', () => {
    expect(firstMessage(z.string({ error: Messages.firstNameRequired }), undefined)).toBe('Enter your first name');
  });

  it('fills {number} placeholders', () => {
    expect(fillNumber(Messages.fieldTooShort, 2)).toBe('Field length must be greater than 2');
  });
});
