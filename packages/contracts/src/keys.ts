import { z } from 'zod';

/** Characters allowed in channel keys: short, URL- and file-name-safe. */
export const ChannelKey = z.string().min(1).max(64).regex(/^[a-z0-9][a-z0-9_-]*$/i, 'Field value is invalid');
export const ApiKey = z.string().min(1).max(128);

export const ChannelKeyDocument = z.object({ channel_key: z.string() }).meta({ id: 'ChannelKeyDocument' });
export type ChannelKeyDocument = z.infer<typeof ChannelKeyDocument>;

export const GetApiKeyBody = z.object({ channel_key: ChannelKey });
export type GetApiKeyBody = z.infer<typeof GetApiKeyBody>;

export const ApiKeyGrant = z.object({ api_key: z.string(), expires_at: z.string().describe('ISO 8601; sliding') });
export type ApiKeyGrant = z.infer<typeof ApiKeyGrant>;

/** Query part of a key-exempt GET: the channel is named by its key. */
export const ChannelQuery = z.object({ channel_key: ChannelKey });
/** Query part of a keyed GET/DELETE. */
export const ApiKeyQuery = z.object({ api_key: ApiKey });
