import { roleMeets, type AdminMe } from '@ott/contracts/admin-auth';
import { me as meEndpoint } from '@ott/contracts/endpoints/admin/account';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { isApiError, setCsrfToken } from './api';
import { call } from './api-call';

/** The signed-in operator (`GET /api/admin/me`); `null` when signed out. Usage: `const { data: me } = useMe()`. */
export const ME_QUERY_KEY = ['admin', 'me'] as const;

export async function fetchMe(): Promise<AdminMe | null> {
  try {
    const me = await call(meEndpoint);
    setCsrfToken(me.csrf_token);
    return me;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function meQuery() {
  return { queryKey: ME_QUERY_KEY, queryFn: fetchMe, staleTime: 60_000 };
}

/** The channels the operator administers: every one for an owner. Their changes are the audit log's, their operators theirs to manage. */
export const administeredChannels = (me: AdminMe | null | undefined): AdminMe['channels'] => (me?.channels ?? []).filter((channel) => roleMeets(channel.role, 'admin'));

/** Owners, and admins of some channel, see who changed what and manage operators (an admin those of their channels). */
export const managesTeam = (me: AdminMe | null | undefined): boolean => Boolean(me && (me.is_owner || administeredChannels(me).length > 0));

export function useMe() {
  return useQuery(meQuery());
}

/** After sign-in, a password change or sign-out: the next read of `/me` goes to the server. */
export async function refreshMe(client: QueryClient): Promise<AdminMe | null> {
  return client.fetchQuery({ ...meQuery(), staleTime: 0 });
}

const LAST_CHANNEL = 'ott-console.channel';

/** The channel the operator last opened, offered first by the switcher and the picker. */
export function rememberChannel(key: string): void {
  try {
    localStorage.setItem(LAST_CHANNEL, key);
  } catch {
    // Private mode: nothing to remember.
  }
}

export function lastChannel(): string | null {
  try {
    return localStorage.getItem(LAST_CHANNEL);
  } catch {
    return null;
  }
}
