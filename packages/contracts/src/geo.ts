import { z } from 'zod';

/** Spec §3 geo: where the viewer appears to be and whether the channel blocks it. */
export const Geo = z
  .object({
    country: z.string().nullable().describe("country name in the channel's language; null when unknown"),
    country_code: z.string().length(2).nullable().describe('ISO 3166-1 alpha-2; null for private or unknown addresses'),
    ip: z.string(),
    is_geo_blocked: z.boolean(),
  })
  .meta({ id: 'Geo' });
export type Geo = z.infer<typeof Geo>;

export const GeoRuleMode = z.enum(['block', 'allow']);
export type GeoRuleMode = z.infer<typeof GeoRuleMode>;
