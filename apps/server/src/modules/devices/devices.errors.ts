import { type ErrorBody } from '@ott/contracts';
import type { StreamLimitBody, WatchingDevice } from '@ott/contracts/devices';
import { STREAM_CODES } from '@ott/contracts/stream-rules';
import { AppError, message } from '../../lib/errors';

/** 409: starting playback would pass the channel's stream limit; the body lists the devices watching. */
export class StreamLimitReached extends AppError {
  constructor(
    readonly limit: number,
    readonly watching: WatchingDevice[],
  ) {
    super(409, STREAM_CODES.limitReached, limit === 1 ? message('STREAM_LIMIT_REACHED_ONE') : message('STREAM_LIMIT_REACHED', { number: limit }));
  }

  override toBody(): ErrorBody & StreamLimitBody {
    return { ...super.toBody(), limit: this.limit, watching: this.watching };
  }
}

/** 409 at a heartbeat: the lease is gone (stopped from another device, or expired and taken); the player stops. */
export class StreamStopped extends AppError {
  constructor() {
    super(409, STREAM_CODES.stopped, message('STREAM_STOPPED'));
  }
}
