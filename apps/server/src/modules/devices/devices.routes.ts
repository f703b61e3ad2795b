import { envelope } from '@ott/contracts';
import { Device, DeviceParams, SignedOutDevices, StartStreamRequest, StoppedStream, StreamLease, StreamLeaseParams, StreamLimitBody, WatchingDevice } from '@ott/contracts/devices';
import { ApiKeyCarrier } from '@ott/contracts/session';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, userIdOf } from '../auth/auth.guards';
import { channelOf } from '../keys/keys.guards';
import type { DevicesService } from './devices.service';
import type { StreamLeases } from './stream-leases.service';

export interface DevicesRoutesOptions {
  devices: DevicesService;
  leases: StreamLeases;
  authGuards: AuthGuards;
  /** Records the device asking before its list is read, so the current one is described at once. */
  /** Records the device behind the request; null when there is nothing to wait for. */
  seen: (request: FastifyRequest) => Promise<void> | null;
}

const keyIdOf = (request: { apiKey: { id: number } | null }): number => {
  if (!request.apiKey) throw new Error('Route is missing its key guard');
  return request.apiKey.id;
};

/** Beyond the spec: the account's signed-in devices and its players' stream leases (docs/decisions/0084). */
export const devicesRoutes: FastifyPluginAsyncZod<DevicesRoutesOptions> = async (app, { devices, leases, authGuards, seen }) => {
  const user = { preHandler: authGuards.requireUser };
  const tags = ['devices'];

  app.get(
    '/api/devices',
    { ...user, schema: { summary: 'The signed-in devices of the account (browsers and linked TVs), the one asking marked current', tags, querystring: ApiKeyCarrier, response: { 200: envelope(Device.array()), ...errorResponses } } },
    async (request) => {
      await seen(request);
      return { data: await devices.list(channelOf(request).id, userIdOf(request), keyIdOf(request)) };
    },
  );

  app.delete(
    '/api/devices/:id',
    { ...user, schema: { summary: 'Signs one device out: its key stops working on every instance; 404 for a device not of this account', tags, params: DeviceParams, querystring: ApiKeyCarrier, response: { 200: envelope(SignedOutDevices), ...errorResponses } } },
    async (request) => {
      await devices.signOut(userIdOf(request), request.params.id);
      return { data: { signed_out: 1 } };
    },
  );

  app.post(
    '/api/devices/sign-out-others',
    { ...user, schema: { summary: 'Signs every other device of the account out; this one stays signed in', tags, body: ApiKeyCarrier, response: { 200: envelope(SignedOutDevices), ...errorResponses } } },
    async (request) => ({ data: { signed_out: await devices.signOutOthers(channelOf(request).id, userIdOf(request), keyIdOf(request)) } }),
  );

  app.get(
    '/api/stream-leases',
    { ...user, schema: { summary: 'The devices of the account playing now', tags, querystring: ApiKeyCarrier, response: { 200: envelope(WatchingDevice.array()), ...errorResponses } } },
    async (request) => ({ data: await leases.watching(userIdOf(request), keyIdOf(request)) }),
  );

  app.post(
    '/api/stream-leases',
    {
      ...user,
      schema: {
        summary: "Starts playback on this device: a lease renewed by heartbeats. Past the channel's stream limit: 409 STREAM_LIMIT_REACHED with the devices watching",
        tags,
        body: StartStreamRequest.extend(ApiKeyCarrier.shape),
        response: { 200: envelope(StreamLease), 409: StreamLimitBody.partial({ limit: true, watching: true }), ...errorResponses },
      },
    },
    async (request) => {
      // Named before it takes a slot: a device refused meanwhile is told what plays there.
      await seen(request);
      return { data: await leases.start({ channel: channelOf(request), userId: userIdOf(request), apiKeyId: keyIdOf(request) }, request.body.event_id) };
    },
  );

  app.post(
    '/api/stream-leases/:id/heartbeat',
    { ...user, schema: { summary: "A playing device's heartbeat (every 30 s); 409 STREAM_STOPPED when it was stopped from another device", tags, params: StreamLeaseParams, body: ApiKeyCarrier, response: { 200: envelope(StreamLease), ...errorResponses } } },
    async (request) => ({ data: await leases.heartbeat(keyIdOf(request), request.params.id) }),
  );

  app.delete(
    '/api/stream-leases/:id',
    { ...user, schema: { summary: "Ends a lease of the account: this device stopping, or 'Stop watching there' for another", tags, params: StreamLeaseParams, querystring: ApiKeyCarrier, response: { 200: envelope(StoppedStream), ...errorResponses } } },
    async (request) => {
      await leases.stop(userIdOf(request), request.params.id);
      return { data: { stopped: request.params.id } };
    },
  );
};
