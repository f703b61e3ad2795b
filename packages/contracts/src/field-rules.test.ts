import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { boundaryFields, lengthBoundaryCases } from './field-rules.boundaries';
import { customFieldProblem, lengthProblem, problemMessage } from './field-rules';
import './messages';

describe('field length rules', () => {
  it.each(lengthBoundaryCases)('$field with $input.length characters → $message', ({ field, input, message }) => {
    const problem = customFieldProblem(boundaryFields[field], input);
    expect(problem === null ? null : problemMessage(problem)).toBe(message);
  });

  it('says of an inclusive bound what a Zod schema with the same bound says', () => {
    const schema = z.string().min(10).max(2000);
    for (const length of [9, 10, 2000, 2001]) {
      const text = 'x'.repeat(length);
      const problem = lengthProblem(text, { min_length: 10, max_length: 2000 });
      const zod = schema.safeParse(text);
      expect(problem === null ? null : problemMessage(problem)).toBe(zod.success ? null : zod.error.issues[0]!.message);
    }
  });
});
