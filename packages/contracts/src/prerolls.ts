import { z } from 'zod';
import { POSITIVE_INT_MESSAGE } from './query-params';
import { ApiKeyCarrier } from './session';

/** The preroll to play before an event's content (spec §3 Preroll); the API answers null when there is none. */
export const PrerollChoice = z
  .object({
    id: z.number().int().positive(),
    url: z.string().describe('an MP4 played before the content, on the media host or another origin'),
  })
  .meta({ id: 'PrerollChoice' });
export type PrerollChoice = z.infer<typeof PrerollChoice>;

/** `POST /api/events/{id}/preroll/played`: the viewer watched this preroll before the event. */
export const PrerollPlayedBody = ApiKeyCarrier.extend({
  preroll_id: z.number().int(POSITIVE_INT_MESSAGE).positive(POSITIVE_INT_MESSAGE).max(2_147_483_647, POSITIVE_INT_MESSAGE).describe('the id the preroll was offered with'),
});
export type PrerollPlayedBody = z.infer<typeof PrerollPlayedBody>;

export const PrerollPlayed = z
  .object({ suppressed_until: z.string().describe('ISO 8601; no preroll is offered to this viewer for this event before then') })
  .meta({ id: 'PrerollPlayed' });
export type PrerollPlayed = z.infer<typeof PrerollPlayed>;
