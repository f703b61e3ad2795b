import type { MediaAsset } from '@ott/contracts/admin-media';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Page } from '../../../lib/api';
import { isActive, listKey, mediaKey } from '../api';

export const POLL_MS = 1_000;

/**
 * Reads the library list again every second while a listed video is queued or processing, and not at all once
 * everything has settled (the table is shared with other screens, so the poll looks at what it cached).
 */
export function usePollWhileActive(channelKey: string): void {
  const client = useQueryClient();
  useEffect(() => {
    const timer = setInterval(() => {
      // A slow answer is awaited rather than cancelled by the next tick.
      if (client.isFetching({ queryKey: listKey(channelKey) }) > 0) return;
      const pages = client.getQueriesData<Page<MediaAsset>>({ queryKey: listKey(channelKey) });
      const busy = pages.some(([, page]) => page?.data.some((asset) => isActive(asset)));
      if (busy) {
        void client.invalidateQueries({ queryKey: listKey(channelKey) });
        void client.invalidateQueries({ queryKey: [...mediaKey(channelKey), 'storage'] });
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [client, channelKey]);
}
