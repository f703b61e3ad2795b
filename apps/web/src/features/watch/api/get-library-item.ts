import type { MediaUnavailableReason } from '@ott/contracts/events';
import type { VodMediaItem } from '@ott/contracts/vod';
import { api } from '../../../lib/api';
import { useUser } from '../../../lib/session';
import { useRefreshable } from '../../../lib/use-refreshable';

/** A library item as its own endpoint sends it: with a playback URL, or the reason there is none. */
export type PlayableVodItem = VodMediaItem & { url?: string | null; reason?: MediaUnavailableReason };

export function getLibraryItem(id: number, signal?: AbortSignal): Promise<PlayableVodItem> {
  return api.get<PlayableVodItem>(`/vod-media-items/${id}`, undefined, { signal });
}

export function useLibraryItem(id: number) {
  const user = useUser();
  return useRefreshable(`watch-library-item:${id}:${user?.id ?? 'visitor'}`, (signal) => getLibraryItem(id, signal));
}
