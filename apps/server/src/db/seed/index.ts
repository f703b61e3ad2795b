import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { insertChannel } from './insert-channel';
import type { ChannelSeed } from './types';
import { universitaire } from './universitaire';
import { varsity } from './varsity';

export const demoChannels: readonly ChannelSeed[] = [varsity, universitaire];

/** Inserts each demo channel that is not there yet; running it again changes nothing. */
export async function seedDemoChannels(db: Kysely<Database>, now = new Date()): Promise<string[]> {
  const existing = new Set((await db.selectFrom('channels').select('key').execute()).map((row) => row.key));
  const added: string[] = [];
  for (const seed of demoChannels) {
    if (existing.has(seed.key)) continue;
    await insertChannel(db, seed, now.toISOString());
    added.push(seed.key);
  }
  return added;
}

/** Start-up path: one cheap query when the database already has channels. */
export async function seedIfEmpty(db: Kysely<Database>): Promise<string[]> {
  const any = await db.selectFrom('channels').select('id').limit(1).executeTakeFirst();
  return any ? [] : seedDemoChannels(db);
}
