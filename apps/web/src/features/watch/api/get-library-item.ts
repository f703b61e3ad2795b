import { vodItem } from '@ott/contracts/endpoints/viewer/vod';
import type { VodMediaItemDetail } from '@ott/contracts/vod';
import { call } from '../../../lib/api-call';
import { useUser } from '../../../lib/session';
import { useRefreshable } from '../../../lib/use-refreshable';

/** A library item as its own endpoint sends it: with a playback URL, or the reason there is none. */
export type PlayableVodItem = VodMediaItemDetail;

export function getLibraryItem(id: number, signal?: AbortSignal): Promise<PlayableVodItem> {
  return call(vodItem, { params: { id }, signal });
}

export function useLibraryItem(id: number) {
  const user = useUser();
  return useRefreshable(`watch-library-item:${id}:${user?.id ?? 'visitor'}`, (signal) => getLibraryItem(id, signal));
}
