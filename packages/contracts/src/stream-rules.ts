// The stream limit's codes and timings: no Zod here, so that the player screen, which only reads the codes of a
// refusal, does not carry it (docs/decisions/0084-devices-and-stream-limit.md).

/** Codes of the stream limit's refusals. */
export const STREAM_CODES = {
  /** Starting playback would pass the channel's limit; the body lists the devices watching. */
  limitReached: 'STREAM_LIMIT_REACHED',
  /** A heartbeat for a lease that is gone: stopped from another device, or expired and taken. */
  stopped: 'STREAM_STOPPED',
} as const;

/** Seconds between a player's heartbeats, and how long a lease lives without one. */
export const STREAM_HEARTBEAT_SECONDS = 30;
export const STREAM_LEASE_SECONDS = 90;
export const STREAM_LIMIT_MAX = 10;
