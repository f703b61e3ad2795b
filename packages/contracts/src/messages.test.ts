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
    // min(8) accepts 8 characters, so the message must say "greater than 7".
    expect(firstMessage(z.string().min(8), 'short')).toBe('Field length must be greater than 7');
    expect(firstMessage(z.string().max(3), 'toolong')).toBe('Field length must be less than 4');
  });

  it('treats an empty required string as missing', () => {
    expect(firstMessage(z.string().min(1), '')).toBe(Messages.fieldRequired);
  });

  it('uses the spec wording for a bad email', () => {
    expect(firstMessage(z.email(), 'not-an-email')).toBe('A valid email address is required');
  });

  it('says "Field value is invalid" for a wrong option or type instead of the library text', () => {
    expect(firstMessage(z.enum(['main', 'group']), 'other')).toBe(Messages.invalidValue);
    expect(firstMessage(z.object({ a: z.number() }), { a: 'x' })).toBe(Messages.invalidValue);
    expect(firstMessage(z.string().regex(/^a+$/), 'b')).toBe(Messages.invalidValue);
  });

  it('keeps a message a schema sets itself', () => {
    expect(firstMessage(z.string({ error: Messages.firstNameRequired }), undefined)).toBe('Enter your first name');
  });

  it('fills {number} placeholders', () => {
    expect(fillNumber(Messages.fieldTooShort, 2)).toBe('Field length must be greater than 2');
  });
});
