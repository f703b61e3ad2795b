import { z } from 'zod';
import { AdminListMeta } from '../admin-auth';

/** The pieces the console's catalogue bodies share: ids, texts worded as spec §5, aliases, times, paths, pages. */

export const Id = z.number().int().positive();
export const REQUIRED = 'Field is required';
const shorter = (n: number) => `Field length must be less than ${n}`;

/** A required text field worded as spec §5: `Field is required`, `Field length must be less than {n}`. */
export const requiredText = (max: number) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, shorter(max + 1));
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, shorter(max + 1))
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

/** Lower-case words joined by dashes, as aliases in URLs (`?team=northfield-basketball-men`). */
export const ALIAS_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Empty or left out: derived from the name. */
export const Alias = z
  .string()
  .trim()
  .max(120, shorter(121))
  .refine((value) => value === '' || ALIAS_PATTERN.test(value), 'Use lower-case letters, digits and dashes')
  .optional();
/** `Northfield Men's Basketball` → `northfield-men-s-basketball`; accents dropped. */
export function aliasOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/g, '');
}


export const HexColor = z.string({ error: REQUIRED }).regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour such as #1a2b3c');
export const NullableId = z.number({ error: 'Must be a positive integer' }).int().positive().nullable();
export const WholeNumber = z.number({ error: 'Must be a whole number' }).int('Must be a whole number').min(-1000).max(1000);

export const IsoTime = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)), 'Use an ISO 8601 time with its offset')
  .transform((value) => new Date(value).toISOString());

export const AdminChannelParams = z.object({ channel_key: z.string().min(1).max(64) });
export const AdminItemParams = AdminChannelParams.extend({ id: z.coerce.number({ error: 'Must be a positive integer' }).int().positive().max(2_147_483_647) });

export const adminPage = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: AdminListMeta });

/** The 409 when an alias is already used in the channel. */
export const ALIAS_TAKEN = { code: 'ALIAS_TAKEN', message: 'This alias is already used in this channel' } as const;
