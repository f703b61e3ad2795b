import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { TestApp } from './helper';
import { getApiKey } from './factories';

export const post = (app: FastifyInstance, url: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url, payload });

/** Registers through the API and returns the logged-in key and the user's id. */
export async function registerUser(app: FastifyInstance, email: string, channelKey = 'varsity'): Promise<{ apiKey: string; userId: number }> {
  const { api_key } = await getApiKey(app, channelKey);
  const response = await post(app, '/api/v2/auth/register', {
    api_key,
    first_name: 'Test',
    last_name: 'Person',
    email,
    password: 'correct horse battery',
    password_confirmation: 'correct horse battery',
    terms: true,
  });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const { data } = response.json();
  return { apiKey: data.api_key, userId: data.user.id };
}

/** Merges `patch` into a channel's stored settings and drops the cached channel. */
export async function patchChannelSettings(t: TestApp, channelKey: string, patch: Record<string, unknown>): Promise<void> {
  const row = await t.db.selectFrom('channels').select('settings').where('key', '=', channelKey).executeTakeFirstOrThrow();
  await t.db
    .updateTable('channels')
    .set({ settings: JSON.stringify({ ...JSON.parse(row.settings), ...patch }) })
    .where('key', '=', channelKey)
    .execute();
  t.app.invalidateChannelCaches();
}

/** The user a key belongs to (null for a visitor key), as GET /api/session reports it; 401 gives undefined. */
export async function sessionUser(app: FastifyInstance, apiKey: string): Promise<number | null | undefined> {
  const response = await app.inject({ method: 'GET', url: '/api/session', query: { api_key: apiKey } });
  return response.statusCode === 200 ? response.json().data.user_id : undefined;
}

export async function countRows(t: TestApp, table: 'users' | 'device_codes' | 'social_identities' | 'social_logins'): Promise<number> {
  const { count } = await t.db.selectFrom(table).select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow();
  return Number(count);
}
