import { api } from '../../../lib/api';

/** The event's MP4: ready with its URL, or still being made. */
export type DownloadStatus = { status: 'ready'; url: string } | { status: 'processing' };

export function getEventDownload(eventId: number, signal?: AbortSignal): Promise<DownloadStatus> {
  return api.get<DownloadStatus>(`/download-event/${eventId}`, undefined, { signal });
}
