import * as endpoints from '@ott/contracts/endpoints/viewer/devices';
import { call } from '../../../lib/api-call';

/** The player's lease on an event (docs/decisions/0084): taken before playing, renewed by heartbeats, given back on leaving. */
export const startStream = (eventId: number) => call(endpoints.startStream, { body: { event_id: eventId } });
export const streamHeartbeat = (leaseId: number) => call(endpoints.streamHeartbeat, { params: { id: leaseId }, body: {} });
export const stopStream = (leaseId: number) => call(endpoints.stopStream, { params: { id: leaseId } });
export const watchingDevices = () => call(endpoints.watchingDevices);
