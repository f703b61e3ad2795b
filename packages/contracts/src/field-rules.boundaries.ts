import type { CustomFormField } from './custom-forms';

/**
 * Boundary inputs for length rules with the message each must get (null: accepted). The server's
 * and the browser's tests both run them, so the two sides cannot drift apart again.
 */
const field = (overrides: Pick<CustomFormField, 'name' | 'type' | 'min_length' | 'max_length'>): CustomFormField => ({
  label: overrides.name,
  required: true,
  placeholder: null,
  options: [],
  ...overrides,
});

/** The contact form's message and name fields, as the demo seed defines them. */
export const boundaryFields = {
  message: field({ name: 'message', type: 'textarea', min_length: 10, max_length: 2000 }),
  name: field({ name: 'name', type: 'text', min_length: null, max_length: 120 }),
  note: field({ name: 'note', type: 'text', min_length: null, max_length: null }),
} as const;

const chars = (n: number) => 'x'.repeat(n);

export const lengthBoundaryCases: ReadonlyArray<{ field: keyof typeof boundaryFields; input: string; message: string | null }> = [
  { field: 'message', input: chars(9), message: 'Field length must be greater than 9' },
  { field: 'message', input: `   ${chars(9)}  `, message: 'Field length must be greater than 9' },
  { field: 'message', input: chars(10), message: null },
  { field: 'message', input: chars(2000), message: null },
  { field: 'message', input: chars(2001), message: 'Field length must be less than 2001' },
  { field: 'name', input: chars(120), message: null },
  { field: 'name', input: chars(121), message: 'Field length must be less than 121' },
  { field: 'note', input: chars(5000), message: null },
  { field: 'note', input: chars(5001), message: 'Field length must be less than 5001' },
];

/** Registration fields at their bounds (auth.ts), as the form and `POST v2/auth/register` both judge them. */
export const registrationBoundaryCases: ReadonlyArray<{ field: 'first_name' | 'last_name' | 'password'; input: string; message: string | null }> = [
  { field: 'first_name', input: chars(100), message: null },
  { field: 'first_name', input: chars(101), message: 'Field length must be less than 101' },
  { field: 'last_name', input: chars(101), message: 'Field length must be less than 101' },
  { field: 'password', input: chars(7), message: 'The password is too short' },
  { field: 'password', input: chars(8), message: null },
  { field: 'password', input: chars(128), message: null },
  { field: 'password', input: chars(129), message: 'Field length must be less than 129' },
];
