import { z } from 'zod';
import { AdminListQuery } from '../admin-auth';
import { Alias, Id, NullableId, WholeNumber, requiredText } from './fields';

/** Sports (event categories) with their children: divisions and leagues. */

export const AdminCategory = z
  .object({
    id: Id,
    name: z.string(),
    alias: z.string(),
    parent_id: Id.nullable(),
    weight: z.number().int(),
    children_count: z.number().int().min(0),
    events_count: z.number().int().min(0),
  })
  .meta({ id: 'AdminCategory' });
export type AdminCategory = z.infer<typeof AdminCategory>;

export const AdminCategoryInput = z.object({
  name: requiredText(120),
  alias: Alias.describe('derived from the name when left out'),
  parent_id: NullableId.optional().describe('the sport a division or league belongs to; null for a sport'),
  weight: WholeNumber.optional(),
});
export type AdminCategoryInput = z.input<typeof AdminCategoryInput>;
export const AdminCategoryPatch = AdminCategoryInput.partial();

export const AdminCategoriesQuery = AdminListQuery.extend({
  parent_id: z.coerce.number().int().positive().optional().describe('children of this category'),
  top: z.enum(['1', '0']).optional().describe('1: sports only (no parent)'),
});
