import { endpoint } from '../../endpoint';

/** The viewer's channel data: key-exempt (spec §7), named by the channel key alone, except the viewer's region. */
export const channelBootstrap = endpoint({
  method: 'GET',
  path: '/channel-bootstrap-data',
  auth: 'channel_key',
  response: () => import('../../channel').then((m) => m.BootstrapData),
});

export const page = endpoint({ method: 'GET', path: '/pages/:alias', auth: 'channel_key', response: () => import('../../channel').then((m) => m.Page) });

export const participants = endpoint({
  method: 'GET',
  path: '/participants',
  auth: 'channel_key',
  response: () => import('../../channel').then((m) => m.Participant.array()),
});

export const geo = endpoint({ method: 'GET', path: '/geo', auth: 'api_key', response: () => import('../../geo').then((m) => m.Geo) });
