import type { Event } from '@ott/contracts';
import type { FastifyInstance } from 'fastify';
import { getApiKey } from './factories';

/** GETs with the channel's api_key in the query; returns status and parsed body. */
export function keyedGetter(app: FastifyInstance) {
  const keys = new Map<string, string>();
  return async (url: string, query: Record<string, string> = {}, options: { channel?: string; headers?: Record<string, string> } = {}) => {
    const channel = options.channel ?? 'varsity';
    let key = keys.get(channel);
    if (!key) {
      key = (await getApiKey(app, channel)).api_key;
      keys.set(channel, key);
    }
    const response = await app.inject({ method: 'GET', url, query: { ...query, api_key: key }, headers: options.headers });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.statusCode, body: response.json() as any, headers: response.headers };
  };
}

export const participantIds = (event: Event) => event.participants.map((participant) => participant.id);
