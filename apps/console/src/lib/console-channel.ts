import type { ConsoleAccess, OperatorRole } from '@ott/contracts/admin-auth';
import { roleMeets } from '@ott/contracts/admin-auth';
import { useParams } from 'react-router';
import { useMe } from './session';

export interface ConsoleChannel {
  key: string;
  name: string;
  role: OperatorRole;
  /** The channel's IANA time zone: every date a channel screen shows is read in it (`when(iso, language, timeZone)`). */
  timeZone: string;
  /** Whether the operator's role here meets `access` (hide what the server would refuse). */
  can: (access: ConsoleAccess) => boolean;
}

/**
 * The channel the current screen is about (`/admin/channels/:channelKey/...`) with the operator's role there.
 * Usage inside a feature screen: `const { key, name, role, can } = useConsoleChannel()`; `call(eventsCollection.list, { params: inChannel(key) })`.
 * Throws outside a channel route (the channel layout only renders its screens for a channel the operator holds).
 */
export function useConsoleChannel(): ConsoleChannel {
  const channel = useOptionalConsoleChannel();
  if (!channel) throw new Error('useConsoleChannel() is used outside /admin/channels/:channelKey');
  return channel;
}

export function useOptionalConsoleChannel(): ConsoleChannel | null {
  const { channelKey } = useParams();
  const { data: me } = useMe();
  const grant = me?.channels.find((channel) => channel.channel_key === channelKey);
  if (!grant) return null;
  return { key: grant.channel_key, name: grant.name, role: grant.role, timeZone: grant.time_zone, can: (access) => roleMeets(grant.role, access) };
}
