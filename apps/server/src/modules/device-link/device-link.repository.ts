import type { Insertable, Kysely } from 'kysely';
import type { Database, DeviceCodesTable } from '../../db/schema';
import { unlessExists } from '../../db/unique-violation';

export type NewDeviceCode = Omit<Insertable<DeviceCodesTable>, 'id' | 'user_id' | 'linked_at'>;

export function createDeviceLinkRepository(db: Kysely<Database>) {
  return {
    /** Replaces the device's previous code, if any: one live code per device key. 'exists' when the code is another device's. */
    replaceForDevice: (row: NewDeviceCode) =>
      unlessExists(() =>
        db.transaction().execute(async (trx) => {
          await trx.deleteFrom('device_codes').where('device_key_id', '=', row.device_key_id).execute();
          await trx.insertInto('device_codes').values(row).execute();
        }),
      ),

    findByDevice: (deviceKeyId: number) =>
      db.selectFrom('device_codes').select(['id', 'user_id', 'expires_at']).where('device_key_id', '=', deviceKeyId).executeTakeFirst(),

    findByCode: (channelId: number, codeHash: string) =>
      db
        .selectFrom('device_codes')
        .select(['id', 'user_id', 'expires_at'])
        .where('channel_id', '=', channelId)
        .where('code_hash', '=', codeHash)
        .executeTakeFirst(),

    /** Links an unlinked code; false when another request linked it first. */
    async link(id: number, userId: number, linkedAt: string): Promise<boolean> {
      const result = await db
        .updateTable('device_codes')
        .set({ user_id: userId, linked_at: linkedAt })
        .where('id', '=', id)
        .where('user_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Takes a linked code away; false when a concurrent poll took it first, so only one poll gets the key. */
    async consume(id: number): Promise<boolean> {
      const result = await db.deleteFrom('device_codes').where('id', '=', id).where('user_id', 'is not', null).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    delete: (id: number) => db.deleteFrom('device_codes').where('id', '=', id).execute(),

    async deleteExpired(now: string): Promise<number> {
      const result = await db.deleteFrom('device_codes').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type DeviceLinkRepository = ReturnType<typeof createDeviceLinkRepository>;
