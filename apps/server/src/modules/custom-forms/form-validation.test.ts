import { type CustomFormField, isPhone } from '@ott/contracts';
import { boundaryFields, lengthBoundaryCases } from '@ott/contracts/field-rules.boundaries';
import { describe, expect, it } from 'vitest';
import { validateAnswers } from './form-validation';

const field = (overrides: Partial<CustomFormField> & Pick<CustomFormField, 'name' | 'type'>): CustomFormField => ({
  label: overrides.name,
  required: true,
  placeholder: null,
  min_length: null,
  max_length: null,
  options: [],
  ...overrides,
});

const fields = [
  field({ name: 'name', type: 'text', max_length: 5 }),
  field({ name: 'email', type: 'email' }),
  field({ name: 'phone', type: 'phone', required: false }),
  field({ name: 'topic', type: 'select', required: false, options: [{ value: 'billing', label: 'Billing' }] }),
  field({ name: 'message', type: 'textarea', min_length: 10 }),
  field({ name: 'terms', type: 'checkbox' }),
];

describe('custom form answers', () => {
  it('accepts a valid submission, trims text and drops unknown fields', () => {
    const result = validateAnswers(fields, { name: ' Ann ', email: 'ann@example.com', topic: 'billing', message: 'Hello there, team', terms: 'on', extra: 'x' });
    expect(result).toEqual({ answers: { name: 'Ann', email: 'ann@example.com', topic: 'billing', message: 'Hello there, team', terms: true } });
  });

  it('names every failing field with the spec messages', () => {
    const result = validateAnswers(fields, { name: 'Annabelle', email: 'nope', phone: '12', topic: 'other', message: 'short', terms: false });
    expect(result).toEqual({
      errors: {
        name: ['Field length must be less than 6'],
        email: ['A valid email address is required'],
        phone: ['A valid phone number is required'],
        topic: ['Field value is invalid'],
        message: ['Field length must be greater than 9'],
        terms: ['Field is required'],
      },
    });
  });

  it('requires required fields and rejects objects', () => {
    expect(validateAnswers(fields, { name: { a: 1 } })).toMatchObject({ errors: { name: ['Field value is invalid'], email: ['Field is required'], message: ['Field is required'] } });
  });

  it.each(lengthBoundaryCases)('answers $field with $input.length characters as the browser does: $message', ({ field, input, message }) => {
    const result = validateAnswers([boundaryFields[field]], { [field]: input });
    expect(result).toEqual(message === null ? { answers: { [field]: input.trim() } } : { errors: { [field]: [message] } });
  });

  it.each([
    ['+1 (612) 555-0148', true],
    ['612.555.0148', true],
    ['123456789', false],
    ['+123456789012345', false],
    ['612-555-01x8', false],
  ])('phone %s → %s', (value, valid) => {
    expect(isPhone(value)).toBe(valid);
  });
});
