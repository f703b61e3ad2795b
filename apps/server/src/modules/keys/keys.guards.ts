import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { InvalidChannelKey } from '../../lib/errors';
import type { Channel } from '../channel/channel.types';
import type { ApiKeyRecord, KeysService } from './keys.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The channel the request is for; set by the key guards. */
    channel: Channel | null;
    /** The API key presented, on keyed routes (and on exempt routes that received one). */
    apiKey: ApiKeyRecord | null;
  }
}

/** Keys travel in the query for GET/DELETE (and HEAD) and in the JSON body otherwise. */
export function credentialField(request: FastifyRequest, name: 'api_key' | 'channel_key'): string | undefined {
  const source = ['GET', 'HEAD', 'DELETE'].includes(request.method) ? request.query : request.body;
  if (typeof source !== 'object' || source === null) return undefined;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function createKeyGuards(keys: KeysService) {
  /** Keyed endpoints: a valid, unexpired api_key is required. */
  const requireApiKey: preHandlerAsyncHookHandler = async (request) => {
    const { key, channel } = await keys.authenticate(credentialField(request, 'api_key'));
    request.apiKey = key;
    request.channel = channel;
  };

  /**
   * Key-exempt endpoints: the channel comes from channel_key, or else from an api_key. When both
   * are sent the key is checked too and must belong to that channel, so per-viewer fields can rely on it.
   */
  const identifyChannel: preHandlerAsyncHookHandler = async (request) => {
    const channelKey = credentialField(request, 'channel_key');
    const apiKey = credentialField(request, 'api_key');
    if (!apiKey) {
      request.channel = await keys.channelByKey(channelKey);
      return;
    }
    const named = channelKey ? await keys.channelByKey(channelKey) : null;
    const { key, channel } = await keys.authenticate(apiKey);
    if (named && named.id !== channel.id) throw new InvalidChannelKey('The api_key belongs to another channel');
    request.apiKey = key;
    request.channel = channel;
  };

  return { requireApiKey, identifyChannel };
}
export type KeyGuards = ReturnType<typeof createKeyGuards>;

/** For handlers behind a guard: the channel is always set there. */
export function channelOf(request: FastifyRequest): Channel {
  if (!request.channel) throw new Error('Route is missing its key guard');
  return request.channel;
}
