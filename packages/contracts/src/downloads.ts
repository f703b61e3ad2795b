import { z } from 'zod';

/**
 * `GET /api/download-event/{id}`: the MP4 is ready at a short-lived signed URL (served as an
 * attachment), or still being made, in which case the client asks again a little later.
 */
export const DownloadState = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('ready'), url: z.string().describe('signed, short-lived; answers with Content-Disposition: attachment') }),
    z.object({ status: z.literal('processing') }),
  ])
  .meta({ id: 'DownloadState' });
export type DownloadState = z.infer<typeof DownloadState>;
