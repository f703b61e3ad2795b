import type { ApiKeyGrant } from '@ott/contracts';
import { InvalidChannelKey, UnauthorizedApiKey } from '../../lib/errors';
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
}

export function createKeysService({ repository, channels, ttlHours, now = () => new Date() }: KeysServiceDeps) {
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
      const apiKey = generateApiKey();
      const issuedAt = now();
      const expiresAt = expiryFrom(issuedAt, ttlHours).toISOString();
      await repository.insert({
        hash: hashApiKey(apiKey),
        channel_id: channel.id,
        user_id: null,
        created_at: issuedAt.toISOString(),
        last_used_at: issuedAt.toISOString(),
        expires_at: expiresAt,
      });
      return { api_key: apiKey, expires_at: expiresAt };
    },

    /** Resolves a presented key to its record and channel, sliding its expiry forward; 401 otherwise. */
    async authenticate(apiKey: string | undefined): Promise<{ key: ApiKeyRecord; channel: Channel }> {
      if (!apiKey) throw new UnauthorizedApiKey('Field is required');
      const row = await repository.findByHash(hashApiKey(apiKey));
      const at = now();
      if (!row || isExpired(row.expires_at, at)) throw new UnauthorizedApiKey();
      const channel = await channels.findById(row.channel_id);
      if (!channel) throw new UnauthorizedApiKey();
      let expiresAt = row.expires_at;
      if (needsTouch(row.last_used_at, at)) {
        expiresAt = expiryFrom(at, ttlHours).toISOString();
        await repository.touch(row.id, at.toISOString(), expiresAt);
      }
      return { key: { id: row.id, channelId: row.channel_id, userId: row.user_id, expiresAt }, channel };
    },
  };
}
export type KeysService = ReturnType<typeof createKeysService>;
