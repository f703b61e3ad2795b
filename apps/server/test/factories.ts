import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { hashApiKey } from '../src/modules/keys/api-key';

export async function getApiKey(app: FastifyInstance, channelKey = 'varsity'): Promise<{ api_key: string; expires_at: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/get_api_key', payload: { channel_key: channelKey } });
  if (response.statusCode !== 200) throw new Error(`get_api_key failed: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** Moves a key's expiry (and last use) into the past. */
export async function expireApiKey(db: Kysely<Database>, apiKey: string, at = new Date(Date.now() - 1000)): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ expires_at: at.toISOString(), last_used_at: new Date(at.getTime() - 3_600_000).toISOString() })
    .where('hash', '=', hashApiKey(apiKey))
    .execute();
}

export async function storedApiKey(db: Kysely<Database>, apiKey: string) {
  return db.selectFrom('api_keys').selectAll().where('hash', '=', hashApiKey(apiKey)).executeTakeFirstOrThrow();
}

/** Pretends the key was last used `ms` ago. */
export async function ageApiKey(db: Kysely<Database>, apiKey: string, ms: number): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: new Date(Date.now() - ms).toISOString() })
    .where('hash', '=', hashApiKey(apiKey))
    .execute();
}

export const SQLISH = "' OR 1=1 --";
export const HUGE = 'x'.repeat(10 * 1024);
