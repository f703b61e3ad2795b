import type { DeviceType, StreamLease, WatchingDevice } from '@ott/contracts/devices';
import { STREAM_HEARTBEAT_SECONDS, STREAM_LEASE_SECONDS } from '@ott/contracts/stream-rules';
import { NotFound } from '../../lib/errors';
import type { Channel } from '../channel/channel.types';
import { StreamLimitReached, StreamStopped } from './devices.errors';
import type { DevicesRepository } from './devices.repository';

export interface StreamLeasesOptions {
  repository: DevicesRepository;
  /** How long a lease lives without a heartbeat; STREAM_LEASE_SECONDS by default (tests shorten it). */
  leaseMs?: number;
  now?: () => Date;
}

export interface Player {
  channel: Channel;
  userId: number;
  apiKeyId: number;
}

/** The channel's limit on one account's devices playing at once; null: none. */
export function streamLimitOf(channel: Channel): number | null {
  const limit = channel.settings.stream_limit;
  return typeof limit === 'number' && limit >= 1 ? limit : null;
}

/**
 * Leases of players (docs/decisions/0084): a device playing an event holds one, renewed by its heartbeats and gone
 * when they stop. Under a channel limit a lease takes one of the slots 1..limit, each unique per user in the
 * database, so the limit holds across instances on SQLite and PostgreSQL without locks.
 */
export function createStreamLeases({ repository, leaseMs = STREAM_LEASE_SECONDS * 1000, now = () => new Date() }: StreamLeasesOptions) {
  const expiry = (at: Date) => new Date(at.getTime() + leaseMs).toISOString();

  async function watching(userId: number, currentKeyId: number, at: string): Promise<WatchingDevice[]> {
    const rows = await repository.active(userId, at);
    return rows.map((row) => ({
      lease_id: row.id,
      device_id: row.api_key_id,
      device_type: (row.device_type ?? 'unknown') as DeviceType,
      label: row.label ?? '',
      event_id: row.event_id,
      event_title: row.event_title,
      since: row.started_at,
      current: row.api_key_id === currentKeyId,
    }));
  }

  const lease = (id: number, eventId: number, expiresAt: string): StreamLease => ({ id, event_id: eventId, expires_at: expiresAt, heartbeat_seconds: STREAM_HEARTBEAT_SECONDS });

  return {
    /** Starts (or keeps) this device's lease on an event; past the channel's limit, 409 with the devices watching. */
    async start({ channel, userId, apiKeyId }: Player, eventId: number): Promise<StreamLease> {
      if ((await repository.eventTitle(channel.id, eventId)) === null) throw new NotFound();
      const at = now();
      const expiresAt = expiry(at);
      const held = await repository.findHeld(apiKeyId, eventId);
      if (held && (await repository.renew(held.id, apiKeyId, expiresAt)) !== undefined) return lease(held.id, eventId, expiresAt);
      const row = { channel_id: channel.id, user_id: userId, api_key_id: apiKeyId, event_id: eventId, started_at: at.toISOString(), expires_at: expiresAt };
      const limit = streamLimitOf(channel);
      await repository.dropExpired(userId, at.toISOString());
      if (limit === null) {
        const id = await repository.take({ ...row, slot: null });
        if (id !== undefined) return lease(id, eventId, expiresAt);
        // Another request of this device took it meanwhile.
        const again = await repository.findHeld(apiKeyId, eventId);
        if (again) return lease(again.id, eventId, expiresAt);
        throw new StreamStopped();
      }
      const active = await repository.active(userId, at.toISOString());
      if (active.length < limit) {
        const taken = new Set(active.map((one) => one.slot));
        for (let slot = 1; slot <= limit; slot++) {
          if (taken.has(slot)) continue;
          const id = await repository.take({ ...row, slot });
          if (id !== undefined) return lease(id, eventId, expiresAt);
        }
      }
      throw new StreamLimitReached(limit, await watching(userId, apiKeyId, at.toISOString()));
    },

    /** A player's heartbeat: its lease lives on, or 409 STREAM_STOPPED when it was stopped (the player stops). */
    async heartbeat(apiKeyId: number, leaseId: number): Promise<StreamLease> {
      const expiresAt = expiry(now());
      const eventId = await repository.renew(leaseId, apiKeyId, expiresAt);
      if (eventId === undefined) throw new StreamStopped();
      return lease(leaseId, eventId, expiresAt);
    },

    /** Stops a lease of the user's (this device's when it leaves, or another's: 'Stop watching there'); 404 otherwise. */
    async stop(userId: number, leaseId: number): Promise<void> {
      if (!(await repository.stop(userId, leaseId))) throw new NotFound();
    },

    watching: (userId: number, currentKeyId: number) => watching(userId, currentKeyId, now().toISOString()),

    playingCount: (channelId: number, userId: number) => repository.playingCount(channelId, userId, now().toISOString()),

    /** The chore: expired leases go (each start also frees its user's). */
    async purgeExpired(): Promise<number> {
      const [result] = await repository.deleteAllExpired(now().toISOString());
      return Number(result?.numDeletedRows ?? 0);
    },
  };
}
export type StreamLeases = ReturnType<typeof createStreamLeases>;
