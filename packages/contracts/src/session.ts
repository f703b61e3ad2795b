import { z } from 'zod';
import { ApiKey, ChannelKey } from './keys';

/**
 * How a key-exempt endpoint learns its channel: `channel_key`, or an `api_key` whose channel is used.
 * Both are optional here so that the server answers a missing one with 401, as for a wrong one.
 */
export const ChannelSelector = z.object({ channel_key: ChannelKey.optional(), api_key: ApiKey.optional() });
export type ChannelSelector = z.infer<typeof ChannelSelector>;

/** The `api_key` of a keyed endpoint (query for GET/DELETE, body otherwise); absence is answered with 401. */
export const ApiKeyCarrier = z.object({ api_key: ApiKey.optional() });
export type ApiKeyCarrier = z.infer<typeof ApiKeyCarrier>;

/** What `GET /api/session` tells a client about its key. */
export const SessionInfo = z
  .object({
    channel_key: z.string(),
    expires_at: z.string().describe('ISO 8601; moves forward while the key is used'),
    user_id: z.number().int().positive().nullable(),
  })
  .meta({ id: 'SessionInfo' });
export type SessionInfo = z.infer<typeof SessionInfo>;
