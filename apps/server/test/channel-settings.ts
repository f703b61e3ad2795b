import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';

/** Changes some of a channel's stored settings, as an operator would, and drops the app's cached copies. */
export async function patchChannelSettings(t: { db: Kysely<Database>; app: FastifyInstance }, patch: Record<string, unknown>, channelKey = 'varsity'): Promise<void> {
  const channel = await t.db.selectFrom('channels').select(['id', 'settings']).where('key', '=', channelKey).executeTakeFirstOrThrow();
  await t.db.updateTable('channels').set({ settings: JSON.stringify({ ...JSON.parse(channel.settings), ...patch }) }).where('id', '=', channel.id).execute();
  t.app.invalidateChannelCaches();
}
