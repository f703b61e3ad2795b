import { z } from 'zod';

export const CustomFormFieldType = z.enum(['text', 'email', 'phone', 'textarea', 'select', 'checkbox']);
export type CustomFormFieldType = z.infer<typeof CustomFormFieldType>;

export const CustomFormField = z
  .object({
    name: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/),
    label: z.string(),
    type: CustomFormFieldType,
    required: z.boolean(),
    placeholder: z.string().nullable(),
    min_length: z.number().int().nonnegative().nullable(),
    max_length: z.number().int().positive().nullable(),
    options: z.array(z.object({ value: z.string(), label: z.string() })).describe('for select'),
  })
  .meta({ id: 'CustomFormField' });
export type CustomFormField = z.infer<typeof CustomFormField>;

export const CustomForm = z
  .object({
    id: z.number().int().positive(),
    alias: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    submit_label: z.string(),
    success_message: z.string(),
    fields: z.array(CustomFormField),
  })
  .meta({ id: 'CustomForm' });
export type CustomForm = z.infer<typeof CustomForm>;

export const CustomFormParams = z.object({ alias: z.string().min(1).max(120).regex(/^[a-z0-9][a-z0-9_-]*$/i, 'Field value is invalid') });

/** Submission body: `api_key` plus one property per field name (strings; checkboxes as booleans). */
export const CustomFormSubmission = z.record(z.string(), z.union([z.string().max(10_000), z.boolean(), z.number()]));
export type CustomFormSubmission = z.infer<typeof CustomFormSubmission>;

export const CustomFormReceipt = z.object({ id: z.number().int().positive() }).meta({ id: 'CustomFormReceipt' });
