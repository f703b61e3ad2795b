import { z } from 'zod';

/** Capabilities a user's passes grant (spec §3), lower-cased. */
export const Capability = z.enum(['watch', 'download', 'clipping', 'download_clip', 'no_ads', 'vod_media']);
export type Capability = z.infer<typeof Capability>;
