import type { ProjectSettingsFile } from '@ott/contracts/channel';
import { channelBootstrap } from '@ott/contracts/endpoints/viewer/channel';
import type { ApiClient } from '../lib/api-client';
import type { ChannelData } from '../lib/channel-context';
import { callThrough } from '../lib/endpoint-client';
import type { KeyStore } from '../lib/key-store';
import { requestedChannel } from '../lib/requested-channel';
import { loadSessionUser } from '../lib/session';

interface BootDeps {
  client: ApiClient;
  keyStore: KeyStore;
  /** A channel key fixed at build time wins over everything else. */
  configuredChannelKey: string | undefined;
  search: string;
}

/** Which start-up step failed: `channel` is a `?channel=` key the API rejected; the others get the Whoops screen. */
export class BootError extends Error {
  override readonly name = 'BootError';
  constructor(
    readonly step: 'channel' | 'api-key' | 'settings' | 'bootstrap' | 'profile',
    override readonly cause: unknown,
    /** The channel key the visitor asked for, when that is what failed. */
    readonly requestedChannel?: string,
  ) {
    super(`Start-up failed at ${step}`);
  }
}

/** `?channel=<key>` picks the channel for this visit and the following ones; returns the key when it applies. */
export function rememberRequestedChannel(search: string, keyStore: KeyStore, configured: string | undefined): string | undefined {
  const requested = requestedChannel(search, configured);
  if (!requested) return undefined;
  if (keyStore.getChannelKey() !== requested) keyStore.setChannelKey(requested);
  return requested;
}

const failedAt = (step: BootError['step']) => (error: unknown): never => {
  throw new BootError(step, error);
};

/** The settings file and the bootstrap data are key-exempt (named by the channel key): neither waits for the API key. */
async function loadChannel(client: ApiClient, channelKey: string): Promise<ChannelData> {
  const [projectSettings, bootstrap] = await Promise.all([
    client.getDocument<ProjectSettingsFile | null>(`/storage/settings/${encodeURIComponent(channelKey)}.json`).catch(failedAt('settings')),
    callThrough(client, channelBootstrap, { query: { client_interface: 'web' } }).catch(failedAt('bootstrap')),
  ]);
  return { channelKey, bootstrap, projectSettings };
}

/**
 * Spec §2/§4 start-up: the channel key (configured, `?channel=`, stored, or the key host), then the API key,
 * the project settings file and the channel bootstrap data, the last three requested together. A stored
 * API key may belong to a signed-in user: the profile call, made alongside the channel's, restores them.
 */
export async function boot({ client, keyStore, configuredChannelKey, search }: BootDeps): Promise<ChannelData> {
  const previousChannel = keyStore.getChannelKey();
  const requested = rememberRequestedChannel(search, keyStore, configuredChannelKey);
  const channelKey = await client.resolveChannelKey().catch(failedAt('api-key'));
  const channel = loadChannel(client, channelKey);
  // Its failure is reported below, after the API key's, which decides the screen.
  channel.catch(() => undefined);
  await client.ensureApiKey().catch(failedAt('api-key'));
  // A key issued just now (here, or by the player page's opening script) has no user yet, nor has one known to be a
  // visitor's: asking would only fail with 401. A key handed over at sign-in, or stored before its holder was recorded, is asked about.
  const visitorKey = client.issuedApiKey() || keyStore.getApiKeyHolder(channelKey) === 'visitor';
  const user = visitorKey ? undefined : loadSessionUser(client).catch(failedAt('profile'));
  user?.catch(() => undefined);

  // A rejected channel key is dropped and replaced by the key host's on the way (spec §8).
  const accepted = await client.resolveChannelKey();
  if (accepted === channelKey) {
    const data = await channel;
    await user;
    return data;
  }
  if (requested === channelKey) {
    // The visitor asked for a channel that does not exist: say so rather than silently showing another one,
    // and keep the channel they had before for the next visit.
    if (previousChannel && previousChannel !== requested) keyStore.setChannelKey(previousChannel);
    throw new BootError('channel', undefined, requested);
  }
  return loadChannel(client, accepted);
}
