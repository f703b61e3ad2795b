import { createExpiringStorage, type ExpiringStorage } from './storage';

/** Where the channel key and the per-channel API key are kept between visits. */
export interface KeyStore {
  getChannelKey(): string | undefined;
  setChannelKey(key: string): void;
  getApiKey(channelKey: string): string | undefined;
  setApiKey(channelKey: string, apiKey: string): void;
  clearApiKey(channelKey: string): void;
  /** Drops the stored channel key and every API key saved for it. */
  clearAll(): void;
}

const CHANNEL = 'channel_key';
const apiKeyName = (channelKey: string) => `api_key.${channelKey}`;

export function createKeyStore(storage: ExpiringStorage = createExpiringStorage()): KeyStore {
  return {
    getChannelKey: () => storage.get<string>(CHANNEL),
    setChannelKey: (key) => storage.set(CHANNEL, key),
    getApiKey: (channelKey) => storage.get<string>(apiKeyName(channelKey)),
    setApiKey: (channelKey, apiKey) => storage.set(apiKeyName(channelKey), apiKey),
    clearApiKey: (channelKey) => storage.remove(apiKeyName(channelKey)),
    clearAll: () => {
      const channelKey = storage.get<string>(CHANNEL);
      if (channelKey) storage.remove(apiKeyName(channelKey));
      storage.remove(CHANNEL);
    },
  };
}
