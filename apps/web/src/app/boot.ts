import type { BootstrapData, ProjectSettingsFile } from '@ott/contracts/channel';
import type { ApiClient } from '../lib/api-client';
import type { ChannelData } from '../lib/channel-context';
import type { KeyStore } from '../lib/key-store';

const CHANNEL_KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

interface BootDeps {
  client: ApiClient;
  keyStore: KeyStore;
  /** A channel key fixed at build time wins over everything else. */
  configuredChannelKey: string | undefined;
  search: string;
}

/** Which start-up step failed: the API key gets the Whoops screen, as does any later crash. */
export class BootError extends Error {
  override readonly name = 'BootError';
  constructor(
    readonly step: 'api-key' | 'settings' | 'bootstrap',
    override readonly cause: unknown,
  ) {
    super(`Start-up failed at ${step}`);
  }
}

/** `?channel=<key>` picks the channel for this visit and the following ones. */
export function rememberRequestedChannel(search: string, keyStore: KeyStore, configured: string | undefined): void {
  const requested = new URLSearchParams(search).get('channel')?.trim();
  if (configured || !requested || !CHANNEL_KEY_PATTERN.test(requested)) return;
  if (keyStore.getChannelKey() !== requested) keyStore.setChannelKey(requested);
}

/**
 * Spec §2/§4 start-up: channel key (configured, `?channel=`, or the key host) → API key →
 * project settings file → channel bootstrap data.
 */
export async function boot({ client, keyStore, configuredChannelKey, search }: BootDeps): Promise<ChannelData> {
  rememberRequestedChannel(search, keyStore, configuredChannelKey);
  try {
    await client.ensureApiKey();
  } catch (error) {
    throw new BootError('api-key', error);
  }
  // Resolved after the key: a rejected channel key may have been replaced on the way.
  const channelKey = await client.resolveChannelKey();
  let projectSettings: ProjectSettingsFile | null;
  try {
    projectSettings = await client.getDocument<ProjectSettingsFile>(`/storage/settings/${encodeURIComponent(channelKey)}.json`);
  } catch (error) {
    throw new BootError('settings', error);
  }
  try {
    const bootstrap = await client.get<BootstrapData>('/channel-bootstrap-data', { client_interface: 'web' });
    return { channelKey, bootstrap, projectSettings };
  } catch (error) {
    throw new BootError('bootstrap', error);
  }
}
