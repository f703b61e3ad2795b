import { createExpiringStorage, type ExpiringStorage } from './storage';

/**
 * Whose an API key is: a visitor's (from get_api_key, or found out by a 401) or a user's (handed over at sign-in).
 * Undefined for a key stored before the holder was recorded.
 */
export type ApiKeyHolder = 'visitor' | 'user';

/** Where the channel key and the per-channel API key are kept between visits. */
export interface KeyStore {
  getChannelKey(): string | undefined;
  setChannelKey(key: string): void;
  getApiKey(channelKey: string): string | undefined;
  setApiKey(channelKey: string, apiKey: string, holder?: ApiKeyHolder): void;
  getApiKeyHolder(channelKey: string): ApiKeyHolder | undefined;
  /** Records who holds the stored key (a 401 says a visitor does). */
  setApiKeyHolder(channelKey: string, holder: ApiKeyHolder): void;
  clearApiKey(channelKey: string): void;
  /** Drops the stored channel key and every API key saved for it. */
  clearAll(): void;
}

const CHANNEL = 'channel_key';
const apiKeyName = (channelKey: string) => `api_key.${channelKey}`;
const holderName = (channelKey: string) => `api_key_holder.${channelKey}`;

export function createKeyStore(storage: ExpiringStorage = createExpiringStorage()): KeyStore {
  return {
    getChannelKey: () => storage.get<string>(CHANNEL),
    setChannelKey: (key) => storage.set(CHANNEL, key),
    getApiKey: (channelKey) => storage.get<string>(apiKeyName(channelKey)),
    setApiKey: (channelKey, apiKey, holder) => {
      storage.set(apiKeyName(channelKey), apiKey);
      if (holder) storage.set(holderName(channelKey), holder);
      else storage.remove(holderName(channelKey));
    },
    getApiKeyHolder: (channelKey) => {
      const holder = storage.get<string>(holderName(channelKey));
      return holder === 'visitor' || holder === 'user' ? holder : undefined;
    },
    setApiKeyHolder: (channelKey, holder) => {
      if (storage.get<string>(apiKeyName(channelKey))) storage.set(holderName(channelKey), holder);
    },
    clearApiKey: (channelKey) => {
      storage.remove(apiKeyName(channelKey));
      storage.remove(holderName(channelKey));
    },
    clearAll: () => {
      const channelKey = storage.get<string>(CHANNEL);
      if (channelKey) {
        storage.remove(apiKeyName(channelKey));
        storage.remove(holderName(channelKey));
      }
      storage.remove(CHANNEL);
    },
  };
}
