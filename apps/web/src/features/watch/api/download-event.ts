import type { DownloadState } from '@ott/contracts/downloads';
import { eventDownload } from '@ott/contracts/endpoints/viewer/player';
import { call } from '../../../lib/api-call';

/** The event's MP4: ready with its URL, or still being made. */
export type DownloadStatus = DownloadState;

export function getEventDownload(eventId: number, signal?: AbortSignal): Promise<DownloadStatus> {
  return call(eventDownload, { params: { id: eventId }, signal });
}
