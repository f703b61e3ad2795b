import { z } from 'zod';
import { AdminListQuery } from '../admin-auth';
import { Gender } from '../channel';
import { Alias, HexColor, Id, NullableId, optionalText, requiredText } from './fields';

/** Teams (participants) and the schools (participant groups) they belong to. */

export const AdminParticipant = z
  .object({
    id: Id,
    name: z.string(),
    short_name: z.string(),
    alias: z.string(),
    images: z.object({ logo: z.string().nullable() }),
    color: z.string(),
    participant_group_id: Id.nullable(),
    properties: z.object({ gender: Gender, sport: z.string() }),
    events_count: z.number().int().min(0),
  })
  .meta({ id: 'AdminParticipant' });
export type AdminParticipant = z.infer<typeof AdminParticipant>;

export const AdminParticipantInput = z.object({
  name: requiredText(120),
  short_name: requiredText(40),
  alias: Alias.describe('derived from the name when left out'),
  color: HexColor,
  participant_group_id: NullableId.optional(),
  properties: z.object({
    gender: z.enum(['men', 'women'], { error: 'Must be one of men, women' }),
    sport: requiredText(120),
  }),
});
export type AdminParticipantInput = z.input<typeof AdminParticipantInput>;
export const AdminParticipantPatch = AdminParticipantInput.partial();

export const AdminParticipantsQuery = AdminListQuery.extend({
  participant_group_id: z.coerce.number().int().positive().optional(),
  sport: z.string().trim().max(120).optional(),
});

export const AdminParticipantGroup = z
  .object({ id: Id, name: z.string(), alias: z.string(), image: z.string().nullable(), participants_count: z.number().int().min(0) })
  .meta({ id: 'AdminParticipantGroup' });
export type AdminParticipantGroup = z.infer<typeof AdminParticipantGroup>;

export const AdminParticipantGroupInput = z.object({
  name: requiredText(120),
  alias: Alias.describe('derived from the name when left out'),
  image: optionalText(500),
});
export type AdminParticipantGroupInput = z.input<typeof AdminParticipantGroupInput>;
export const AdminParticipantGroupPatch = AdminParticipantGroupInput.partial();
