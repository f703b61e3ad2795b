import type { UserAccess } from '@ott/contracts/auth';
import { queryClient } from '../../lib/query-client';

/** featureCount moved (a clip made or deleted): every screen's `/user/access` is asked again. */
export const refreshUserAccess = () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes('/user/access') });

/** How many clips the user has and the channel's cap (null: none); `full` once no other can be made. */
export function clipUsage(access: Pick<UserAccess, 'featureCount' | 'featureCaps'>): { used: number; cap: number | null; full: boolean } {
  const used = access.featureCount.clips;
  // Responses are cast, not parsed: a server from before the caps were sent means no cap.
  const cap = (access.featureCaps as UserAccess['featureCaps'] | undefined)?.clips ?? null;
  return { used, cap, full: cap !== null && used >= cap };
}
