import { z } from 'zod';
import { ErrorBody } from './errors';
import { IdParam } from './query-params';
import { STREAM_LIMIT_MAX } from './stream-rules';

/**
 * Fair use of an account (docs/decisions/0084-devices-and-stream-limit.md): the signed-in devices of a user, and the
 * channel's limit on devices playing at once.
 */
export const DeviceType = z.enum(['desktop', 'phone', 'tablet', 'tv', 'unknown']);
export type DeviceType = z.infer<typeof DeviceType>;

/** A signed-in browser or linked TV: one session key of the user. */
export const Device = z
  .object({
    id: z.number().int(),
    device_type: DeviceType,
    /** 'Chrome · Windows'; empty when the device was never seen since signing in. */
    label: z.string(),
    country_code: z.string().nullable(),
    signed_in_at: z.string(),
    /** Updated at most once a minute. */
    last_seen_at: z.string(),
    /** The device asking. */
    current: z.boolean(),
  })
  .meta({ id: 'Device' });
export type Device = z.infer<typeof Device>;

export const DeviceParams = z.object({ id: IdParam });
export const SignedOutDevices = z.object({ signed_out: z.number().int() });
export type SignedOutDevices = z.infer<typeof SignedOutDevices>;

export const StartStreamRequest = z.object({ event_id: z.number().int().positive() });
export const StreamLeaseParams = z.object({ id: IdParam });

export const StoppedStream = z.object({ stopped: z.number().int() });

export const StreamLease = z.object({ id: z.number().int(), event_id: z.number().int(), expires_at: z.string(), heartbeat_seconds: z.number().int() }).meta({ id: 'StreamLease' });
export type StreamLease = z.infer<typeof StreamLease>;

/** A device playing now: what the over-limit screen lists, with 'Stop watching there'. */
export const WatchingDevice = z
  .object({
    lease_id: z.number().int(),
    device_id: z.number().int(),
    device_type: DeviceType,
    label: z.string(),
    event_id: z.number().int(),
    event_title: z.string(),
    since: z.string(),
    current: z.boolean(),
  })
  .meta({ id: 'WatchingDevice' });
export type WatchingDevice = z.infer<typeof WatchingDevice>;

/** 409 STREAM_LIMIT_REACHED: the error body, with the limit and the devices holding it. */
export const StreamLimitBody = ErrorBody.extend({ limit: z.number().int(), watching: z.array(WatchingDevice) }).meta({ id: 'StreamLimitBody' });
export type StreamLimitBody = z.infer<typeof StreamLimitBody>;

/** Console: the channel's limit on devices of one account playing at once; null is no limit. */
export const AdminStreamLimit = z.object({ stream_limit: z.number().int().min(1).max(STREAM_LIMIT_MAX).nullable() });
export type AdminStreamLimit = z.infer<typeof AdminStreamLimit>;
