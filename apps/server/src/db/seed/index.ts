import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { insertCatalogue } from './catalogue/insert-catalogue';
import { insertCommerce, insertEventPackages } from './commerce/insert-commerce';
import { seedDemoOwner } from './demo-operators';
import { insertDemoUsers } from './demo-users';
import { insertChannel } from './insert-channel';
import type { ChannelSeed } from './types';
import { universitaire } from './universitaire';
import { varsity } from './varsity';

export const demoChannels: readonly ChannelSeed[] = [varsity, universitaire];

export interface SeedOptions {
  /** Demo accounts with published passwords, and the demo orders they own (config DEMO; off in production). */
  demoAccounts: boolean;
}
const WITH_DEMO_ACCOUNTS: SeedOptions = { demoAccounts: true };

/** Inserts each demo channel that is not there yet; running it again changes nothing. */
export async function seedDemoChannels(db: Kysely<Database>, now = new Date(), options: SeedOptions = WITH_DEMO_ACCOUNTS): Promise<string[]> {
  const existing = new Set((await db.selectFrom('channels').select('key').execute()).map((row) => row.key));
  const added: string[] = [];
  for (const seed of demoChannels) {
    if (existing.has(seed.key)) continue;
    const channelId = await insertChannel(db, seed, now.toISOString());
    await insertCatalogue(db, channelId, seed, now);
    const channel = { id: channelId, key: seed.key, language: seed.language };
    if (options.demoAccounts) await insertDemoUsers(db, channel, now.toISOString());
    await insertCommerce(db, channel, seed, now, options.demoAccounts);
    added.push(seed.key);
  }
  return added;
}

/** Demo channels created before events existed get their schedule, library and contact form once. */
export async function seedMissingCatalogues(db: Kysely<Database>, now = new Date()): Promise<string[]> {
  const bare = await db
    .selectFrom('channels')
    .select(['id', 'key'])
    .where('key', 'in', demoChannels.map((seed) => seed.key))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('custom_forms').select('custom_forms.id').whereRef('custom_forms.channel_id', '=', 'channels.id'))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('events').select('events.id').whereRef('events.channel_id', '=', 'channels.id'))))
    .orderBy('id')
    .execute();
  for (const channel of bare) {
    const seed = demoChannels.find((candidate) => candidate.key === channel.key)!;
    await insertCatalogue(db, channel.id, seed, now);
    await insertEventPackages(db, channel.id, seed);
  }
  return bare.map((channel) => channel.key);
}

/** Demo channels created before accounts existed get their demo accounts once, while no channel has any user. */
export async function seedMissingDemoUsers(db: Kysely<Database>, now = new Date(), options: SeedOptions = WITH_DEMO_ACCOUNTS): Promise<void> {
  if (!options.demoAccounts) return;
  if (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) return;
  const channels = await db.selectFrom('channels').select(['id', 'key', 'language']).where('key', 'in', demoChannels.map((seed) => seed.key)).execute();
  for (const channel of channels) await insertDemoUsers(db, channel, now.toISOString());
}

/** Demo channels created before commerce get their passes, promo codes and pass-owning demo accounts once. */
export async function seedMissingCommerce(db: Kysely<Database>, now = new Date(), options: SeedOptions = WITH_DEMO_ACCOUNTS): Promise<string[]> {
  const bare = await db
    .selectFrom('channels')
    .select(['id', 'key', 'language'])
    .where('key', 'in', demoChannels.map((seed) => seed.key))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('coupons').select('coupons.id').whereRef('coupons.channel_id', '=', 'channels.id'))))
    .orderBy('id')
    .execute();
  for (const channel of bare) await insertCommerce(db, channel, demoChannels.find((seed) => seed.key === channel.key)!, now, options.demoAccounts);
  return bare.map((channel) => channel.key);
}

/** Start-up path: five cheap queries when the database already has its channels. */
export async function seedIfEmpty(db: Kysely<Database>, options: SeedOptions = WITH_DEMO_ACCOUNTS): Promise<string[]> {
  // The console's demo owner comes with the demo accounts, into a database without operators.
  if (options.demoAccounts) await seedDemoOwner(db);
  const any = await db.selectFrom('channels').select('id').limit(1).executeTakeFirst();
  if (!any) return seedDemoChannels(db, new Date(), options);
  const anyEvent = await db.selectFrom('events').select('id').limit(1).executeTakeFirst();
  const catalogued = anyEvent ? [] : await seedMissingCatalogues(db);
  await seedMissingDemoUsers(db, new Date(), options);
  await seedMissingCommerce(db, new Date(), options);
  return catalogued;
}
