import { endpoint } from '../../endpoint';

const devicesModule = () => import('../../devices');

/** The account's signed-in devices (docs/decisions/0084). */
export const devices = endpoint({ method: 'GET', path: '/devices', auth: 'api_key', response: () => devicesModule().then((m) => m.Device.array()) });
export const signOutDevice = endpoint({ method: 'DELETE', path: '/devices/:id', auth: 'api_key', response: () => devicesModule().then((m) => m.SignedOutDevices) });
export const signOutOtherDevices = endpoint({ method: 'POST', path: '/devices/sign-out-others', auth: 'api_key', response: () => devicesModule().then((m) => m.SignedOutDevices) });

/** The player's stream lease: started before playing, renewed by heartbeats, ended on leaving or from another device. */
export const watchingDevices = endpoint({ method: 'GET', path: '/stream-leases', auth: 'api_key', response: () => devicesModule().then((m) => m.WatchingDevice.array()) });
export const startStream = endpoint({ method: 'POST', path: '/stream-leases', auth: 'api_key', response: () => devicesModule().then((m) => m.StreamLease) });
export const streamHeartbeat = endpoint({ method: 'POST', path: '/stream-leases/:id/heartbeat', auth: 'api_key', response: () => devicesModule().then((m) => m.StreamLease) });
export const stopStream = endpoint({ method: 'DELETE', path: '/stream-leases/:id', auth: 'api_key', response: () => devicesModule().then((m) => m.StoppedStream) });
