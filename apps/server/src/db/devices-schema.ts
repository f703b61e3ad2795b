import type { Id, IsoTime } from './column-types';

/** What a signed-in session key was last seen as (modules/devices); gone with the key. */
export interface ApiKeyDevicesTable {
  api_key_id: number;
  user_id: number;
  /** desktop | phone | tablet | tv | unknown */
  device_type: string;
  /** 'Chrome · Windows' */
  label: string;
  country_code: string | null;
  first_seen_at: IsoTime;
  last_seen_at: IsoTime;
}

/** A device playing an event: renewed by heartbeats, gone when they stop (modules/devices/stream-leases). */
export interface StreamLeasesTable {
  id: Id;
  channel_id: number;
  user_id: number;
  api_key_id: number;
  event_id: number;
  /** 1..limit under a channel stream limit ((user_id, slot) unique); null without one. */
  slot: number | null;
  started_at: IsoTime;
  expires_at: IsoTime;
}

export interface DeviceTables {
  api_key_devices: ApiKeyDevicesTable;
  stream_leases: StreamLeasesTable;
}
