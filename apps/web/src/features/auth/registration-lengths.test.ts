import { registrationBoundaryCases } from '@ott/contracts/field-rules.boundaries';
import { describe, expect, it } from 'vitest';
import { registrationSchema } from './components/registration-schema';

const valid = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', password: 'correct-horse', password_confirmation: 'correct-horse', terms: true };

describe('registration form length rules in the browser', () => {
  it.each(registrationBoundaryCases)('$field with $input.length characters → $message, as the server says', ({ field, input, message }) => {
    const fields = field === 'password' ? { ...valid, password: input, password_confirmation: input } : { ...valid, [field]: input };
    const result = registrationSchema(false).safeParse(fields);
    expect(result.success ? null : result.error.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });
});
