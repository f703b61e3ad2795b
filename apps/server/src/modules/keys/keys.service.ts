import type { ApiKeyGrant } from '@ott/contracts';
import { type CacheDrops, localCacheDrops } from '../../lib/cache-bus';
import { InvalidChannelKey, UnauthorizedApiKey } from '../../lib/errors';
import { createTtlCache } from '../../lib/ttl-cache';
import type { ChannelDirectory } from '../channel/channel-directory';
import type { Channel } from '../channel/channel.types';
import { expiryFrom, generateApiKey, hashApiKey, isExpired, needsTouch } from './api-key';
import type { KeysRepository } from './keys.repository';

export interface ApiKeyRecord {
  id: number;
  channelId: number;
  userId: number | null;
  expiresAt: string;
}

export interface KeysServiceDeps {
  repository: KeysRepository;
  channels: ChannelDirectory;
  ttlHours: number;
  now?: () => Date;
  /** How long a looked-up key is trusted without asking the database again (docs/decisions/0011). */
  lookupCacheMs?: number;
  /** Makes every instance forget a dropped key at once (docs/decisions/0070); this process alone by default. */
  drops?: CacheDrops;
}

/** A key's row as last read, kept briefly so steady traffic does not cost a query per request. */
interface StoredKey {
  id: number;
  channel_id: number;
  user_id: number | null;
  last_used_at: string;
  expires_at: string;
}

export const KEY_LOOKUP_CACHE_MS = 5_000;
const KEY_LOOKUP_CACHE_ENTRIES = 50_000;

/** The name of the key lookups on the cache bus; its keys are the keys' hashes, never the keys. */
export const KEY_LOOKUPS_CACHE = 'api-key-lookups';

export function createKeysService({ repository, channels, ttlHours, now = () => new Date(), lookupCacheMs = KEY_LOOKUP_CACHE_MS, drops = localCacheDrops(KEY_LOOKUPS_CACHE) }: KeysServiceDeps) {
  const lookups = createTtlCache<string, StoredKey>(lookupCacheMs, () => now().getTime(), KEY_LOOKUP_CACHE_ENTRIES);
  /** Counts drops: a row read before a drop (a logout racing the read) must not be cached after it. */
  let dropsSeen = 0;
  const forgetLocally = (hashes: readonly string[] | null) => {
    dropsSeen += 1;
    if (hashes === null) lookups.clear();
    else for (const hash of hashes) lookups.delete(hash);
  };
  drops.onDrop(forgetLocally);
  /** Caches a row read while no drop arrived. */
  const keep = (hash: string, row: StoredKey, readAt: number) => {
    if (dropsSeen === readAt) lookups.set(hash, row);
  };

  async function findKey(hash: string): Promise<StoredKey | undefined> {
    const cached = lookups.get(hash);
    if (cached) return cached;
    const readAt = dropsSeen;
    const row = await repository.findByHash(hash);
    if (row) keep(hash, { ...row }, readAt);
    return row;
  }

  function newKey(channelId: number, userId: number | null) {
    const apiKey = generateApiKey();
    const issuedAt = now();
    const expiresAt = expiryFrom(issuedAt, ttlHours).toISOString();
    const at = issuedAt.toISOString();
    return {
      grant: { api_key: apiKey, expires_at: expiresAt },
      row: { hash: hashApiKey(apiKey), channel_id: channelId, user_id: userId, created_at: at, last_used_at: at, expires_at: expiresAt },
    };
  }

  /**
   * A dropped key fails on every instance at once: forgotten here before the answer, and the others are told
   * before the answer goes out too (the lookup lifetime is the fallback when the bus is down).
   */
  async function forgetHashes(hashes: string[]): Promise<void> {
    if (hashes.length === 0) return;
    forgetLocally(hashes);
    await drops.drop(hashes);
  }

  return {
    async channelByKey(channelKey: string | undefined): Promise<Channel> {
      if (!channelKey) throw new InvalidChannelKey('Field is required');
      const channel = await channels.findByKey(channelKey);
      if (!channel) throw new InvalidChannelKey();
      return channel;
    },

    /** Issues a fresh key for a channel. */
    async issue(channelKey: string | undefined): Promise<ApiKeyGrant> {
      const channel = await this.channelByKey(channelKey);
      const { grant, row } = newKey(channel.id, null);
      await repository.insert(row);
      return grant;
    },

    /**
     * Login: a fresh key bound to the user. The key presented with the login (`replacingKeyId`) is
     * deleted in the same transaction, so a key someone else planted before login is worthless after it.
     */
    async issueForUser(channelId: number, userId: number, replacingKeyId: number | null = null): Promise<ApiKeyGrant> {
      const { grant, row } = newKey(channelId, userId);
      await forgetHashes(await repository.replace(replacingKeyId, row));
      return grant;
    },

    /** Logout: the key stops working at once. */
    async revoke(apiKey: string): Promise<void> {
      const hash = hashApiKey(apiKey);
      await repository.deleteByHash(hash);
      await forgetHashes([hash]);
    },

    /** Ends every session of a user (password reset, account deletion), or all but the key `except` (password change). */
    async revokeAllForUser(userId: number, { except = null }: { except?: number | null } = {}): Promise<void> {
      await forgetHashes(await repository.deleteForUser(userId, except));
    },

    /** Signs out one device of a user (its key, by id) on every instance; false when the user has no such key. */
    async revokeKeyOfUser(userId: number, keyId: number): Promise<boolean> {
      const hashes = await repository.deleteOneForUser(userId, keyId);
      await forgetHashes(hashes);
      return hashes.length > 0;
    },

    /** Makes this process forget a key at once (logout, rotation); other instances follow within the cache window. */
    forget(apiKey: string): void {
      forgetLocally([hashApiKey(apiKey)]);
    },

    /** Deletes every expired key; returns how many went. */
    async purgeExpired(): Promise<number> {
      const [result] = await repository.deleteExpired(now().toISOString());
      return Number(result?.numDeletedRows ?? 0);
    },

    /** Resolves a presented key to its record and channel, sliding its expiry forward; 401 otherwise. */
    async authenticate(apiKey: string | undefined): Promise<{ key: ApiKeyRecord; channel: Channel }> {
      if (!apiKey) throw new UnauthorizedApiKey('Field is required');
      const hash = hashApiKey(apiKey);
      const readAt = dropsSeen;
      const row = await findKey(hash);
      const at = now();
      if (!row || isExpired(row.expires_at, at)) throw new UnauthorizedApiKey();
      const channel = await channels.findById(row.channel_id);
      if (!channel) throw new UnauthorizedApiKey();
      let expiresAt = row.expires_at;
      if (needsTouch(row.last_used_at, at)) {
        expiresAt = expiryFrom(at, ttlHours).toISOString();
        await repository.touch(row.id, at.toISOString(), expiresAt);
        keep(hash, { ...row, last_used_at: at.toISOString(), expires_at: expiresAt }, readAt);
      }
      return { key: { id: row.id, channelId: row.channel_id, userId: row.user_id, expiresAt }, channel };
    },
  };
}
export type KeysService = ReturnType<typeof createKeysService>;
