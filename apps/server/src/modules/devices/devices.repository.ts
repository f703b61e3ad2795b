import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface SeenDevice {
  api_key_id: number;
  user_id: number;
  device_type: string;
  label: string;
  country_code: string | null;
  at: string;
}

export interface NewLease {
  channel_id: number;
  user_id: number;
  api_key_id: number;
  event_id: number;
  slot: number | null;
  started_at: string;
  expires_at: string;
}

/** The devices (session keys) of users and the stream leases of their players: the only SQL of modules/devices. */
export function createDevicesRepository(db: Kysely<Database>) {
  return {
    /** Records what a key was last seen as; a key deleted meanwhile (signed out) leaves nothing. */
    async seen(row: SeenDevice): Promise<void> {
      const key = await db.selectFrom('api_keys').select('id').where('id', '=', row.api_key_id).executeTakeFirst();
      if (!key) return;
      await db
        .insertInto('api_key_devices')
        .values({ api_key_id: row.api_key_id, user_id: row.user_id, device_type: row.device_type, label: row.label, country_code: row.country_code, first_seen_at: row.at, last_seen_at: row.at })
        .onConflict((oc) => oc.column('api_key_id').doUpdateSet({ device_type: row.device_type, label: row.label, country_code: row.country_code, last_seen_at: row.at }))
        .execute();
    },

    /** The user's unexpired session keys in a channel with what each was last seen as, most recently seen first. */
    devices: (channelId: number, userId: number, now: string) =>
      db
        .selectFrom('api_keys')
        .leftJoin('api_key_devices', 'api_key_devices.api_key_id', 'api_keys.id')
        .select(['api_keys.id', 'api_keys.created_at', 'api_keys.last_used_at', 'api_key_devices.device_type', 'api_key_devices.label', 'api_key_devices.country_code', 'api_key_devices.last_seen_at'])
        .where('api_keys.user_id', '=', userId)
        .where('api_keys.channel_id', '=', channelId)
        .where('api_keys.expires_at', '>', now)
        .orderBy('api_keys.last_used_at', 'desc')
        .orderBy('api_keys.id', 'desc')
        .execute(),

    eventTitle: async (channelId: number, eventId: number) =>
      (await db.selectFrom('events').select('name').where('id', '=', eventId).where('channel_id', '=', channelId).executeTakeFirst())?.name ?? null,

    /** Renews a lease still held by this key: its event; undefined when it is gone (stopped elsewhere, or expired and taken). */
    renew: async (id: number, apiKeyId: number, expiresAt: string) =>
      (await db.updateTable('stream_leases').set({ expires_at: expiresAt }).where('id', '=', id).where('api_key_id', '=', apiKeyId).returning('event_id').executeTakeFirst())?.event_id,

    findHeld: (apiKeyId: number, eventId: number) =>
      db.selectFrom('stream_leases').select(['id', 'slot']).where('api_key_id', '=', apiKeyId).where('event_id', '=', eventId).executeTakeFirst(),

    /** Frees the slots of a user's leases that heartbeats stopped renewing. */
    dropExpired: (userId: number, now: string) => db.deleteFrom('stream_leases').where('user_id', '=', userId).where('expires_at', '<=', now).execute(),

    /**
     * Takes a lease; undefined when another one holds its slot (or this key already plays the event). `(user_id, slot)`
     * and `(api_key_id, event_id)` are unique, so instances racing for one slot cannot both have it.
     */
    take: async (lease: NewLease) => (await db.insertInto('stream_leases').values(lease).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst())?.id,

    /** The user's leases alive at `now`, oldest first, with their device and event. */
    active: (userId: number, now: string) =>
      db
        .selectFrom('stream_leases')
        .innerJoin('events', 'events.id', 'stream_leases.event_id')
        .leftJoin('api_key_devices', 'api_key_devices.api_key_id', 'stream_leases.api_key_id')
        .select(['stream_leases.id', 'stream_leases.api_key_id', 'stream_leases.event_id', 'stream_leases.slot', 'stream_leases.started_at', 'events.name as event_title', 'api_key_devices.device_type', 'api_key_devices.label'])
        .where('stream_leases.user_id', '=', userId)
        .where('stream_leases.expires_at', '>', now)
        .orderBy('stream_leases.started_at')
        .orderBy('stream_leases.id')
        .execute(),

    /** Ends one of the user's leases; false for none of theirs. */
    async stop(userId: number, id: number): Promise<boolean> {
      const [result] = await db.deleteFrom('stream_leases').where('id', '=', id).where('user_id', '=', userId).execute();
      return Number(result?.numDeletedRows ?? 0) > 0;
    },

    deleteAllExpired: (now: string) => db.deleteFrom('stream_leases').where('expires_at', '<=', now).execute(),

    /** How many devices of the user play in the channel now (the console's diagnosis). */
    async playingCount(channelId: number, userId: number, now: string): Promise<number> {
      const row = await db
        .selectFrom('stream_leases')
        .select((eb) => eb.fn.count<number>('stream_leases.id').as('count'))
        .where('channel_id', '=', channelId)
        .where('user_id', '=', userId)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    channelSettings: async (channelId: number) => (await db.selectFrom('channels').select('settings').where('id', '=', channelId).executeTakeFirstOrThrow()).settings,
    saveChannelSettings: (channelId: number, settings: string, at: string) => db.updateTable('channels').set({ settings, updated_at: at }).where('id', '=', channelId).execute(),
  };
}
export type DevicesRepository = ReturnType<typeof createDevicesRepository>;
