import type { Device, DeviceType } from '@ott/contracts/devices';
import { NotFound } from '../../lib/errors';
import type { KeysService } from '../keys/keys.service';
import { describeDevice } from './device-label';
import type { DevicesRepository } from './devices.repository';

/** A device's row is written at most this often per key and instance ("last seen" is throttled). */
export const SEEN_INTERVAL_MS = 60_000;
const SEEN_ENTRIES = 50_000;

export interface SeenRequest {
  apiKeyId: number;
  userId: number;
  userAgent: string | undefined;
  country: () => Promise<string | null>;
}

/** The signed-in devices of a user: each session key, what it was last seen as, and signing one or all others out. */
export function createDevicesService({ repository, keys, now = () => new Date() }: { repository: DevicesRepository; keys: Pick<KeysService, 'revokeKeyOfUser' | 'revokeAllForUser'>; now?: () => Date }) {
  /** When this instance last wrote each key's row, and that write while it runs: a request arriving meanwhile waits for it. */
  const written = new Map<number, { at: number; write: Promise<void> | null }>();

  return {
    /**
     * Records the device behind a signed-in request, at most once a minute per key (a failed write too: a database in
     * trouble is not asked again on every request). Resolves once its row is written; null when there is nothing to
     * wait for (written already), so that the hot path stays synchronous.
     */
    seen({ apiKeyId, userId, userAgent, country }: SeenRequest): Promise<void> | null {
      const at = now();
      const last = written.get(apiKeyId);
      if (last !== undefined && at.getTime() - last.at < SEEN_INTERVAL_MS) return last.write;
      if (written.size >= SEEN_ENTRIES) written.clear();
      const { type, label } = describeDevice(userAgent);
      const write = (async () => repository.seen({ api_key_id: apiKeyId, user_id: userId, device_type: type, label, country_code: await country(), at: at.toISOString() }))();
      const entry: { at: number; write: Promise<void> | null } = { at: at.getTime(), write: null };
      entry.write = write.then(
        () => void (entry.write = null),
        () => void (entry.write = null),
      );
      written.set(apiKeyId, entry);
      return write;
    },

    async list(channelId: number, userId: number, currentKeyId: number): Promise<Device[]> {
      const rows = await repository.devices(channelId, userId, now().toISOString());
      return rows.map((row) => ({
        id: row.id,
        device_type: (row.device_type ?? 'unknown') as DeviceType,
        label: row.label ?? '',
        country_code: row.country_code ?? null,
        signed_in_at: row.created_at,
        last_seen_at: row.last_seen_at ?? row.last_used_at,
        current: row.id === currentKeyId,
      }));
    },

    /** Signs one device out (its key dropped on every instance); 404 for another user's or an unknown one. */
    async signOut(userId: number, deviceId: number): Promise<void> {
      if (!(await keys.revokeKeyOfUser(userId, deviceId))) throw new NotFound();
      written.delete(deviceId);
    },

    /** Signs every other device of the user out; the one asking stays signed in. Returns how many went. */
    async signOutOthers(channelId: number, userId: number, currentKeyId: number): Promise<number> {
      const before = await repository.devices(channelId, userId, now().toISOString());
      await keys.revokeAllForUser(userId, { except: currentKeyId });
      return before.filter((row) => row.id !== currentKeyId).length;
    },
  };
}
export type DevicesService = ReturnType<typeof createDevicesService>;
