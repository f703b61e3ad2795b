import type { AuthGrant } from '@ott/contracts/auth';
import { api, keyStore } from '../../../lib/api';
import { userStore } from '../../../lib/session';

/**
 * After login, registration, social login or device linking: the server has rotated the API key,
 * so the new one replaces the stored one for the channel, and the user is signed in.
 */
export async function startSession(grant: Pick<AuthGrant, 'api_key' | 'user'>): Promise<void> {
  const channelKey = await api.resolveChannelKey();
  keyStore.setApiKey(channelKey, grant.api_key, 'user');
  userStore.set(grant.user);
}
