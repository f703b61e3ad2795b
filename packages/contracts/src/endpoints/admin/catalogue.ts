import { endpoint } from '../../endpoint';
import { collection } from './collection';

const removed = () => import('../../admin-auth').then((m) => m.AdminDeleted);
const event = () => import('../../admin-catalogue').then((m) => m.AdminEvent);
const events = '/channels/:channel_key/events';

export const eventsCollection = collection(events, { page: () => import('../../admin-catalogue').then((m) => m.adminPage(m.AdminEvent)), item: event, removed });
export const bulkEvents = endpoint({ method: 'POST', path: `${events}/bulk`, auth: 'session', response: () => import('../../admin-catalogue').then((m) => m.AdminEventsBulkResult) });
export const eventOptions = endpoint({ method: 'GET', path: `${events}/options`, auth: 'session', response: () => import('../../admin-catalogue').then((m) => m.AdminEventOptions) });
export const videos = endpoint({ method: 'GET', path: `${events}/videos`, auth: 'session', response: () => import('../../admin-catalogue').then((m) => m.AdminVideo.array()) });
export const attachVideo = endpoint({ method: 'POST', path: `${events}/:id/media`, auth: 'session', response: event });
export const detachSlate = endpoint({ method: 'DELETE', path: `${events}/:id/slate`, auth: 'session', response: event });
export const detachMedia = endpoint({ method: 'DELETE', path: `${events}/:id/media/:media_id`, auth: 'session', response: event });
export const playback = endpoint({ method: 'GET', path: `${events}/:id/playback`, auth: 'session', response: () => import('../../admin-catalogue').then((m) => m.AdminPlayback.array()) });

const ingest = () => import('../../live-ingest').then((m) => m.AdminIngest);
export const eventIngest = endpoint({ method: 'GET', path: `${events}/:id/ingest`, auth: 'session', response: ingest });
export const newStreamKey = endpoint({ method: 'POST', path: `${events}/:id/ingest/key`, auth: 'session', response: ingest });
export const ingestAction = endpoint({ method: 'POST', path: `${events}/:id/ingest/action`, auth: 'session', response: ingest });
export const changeReplay = endpoint({ method: 'PATCH', path: `${events}/:id/ingest/replay`, auth: 'session', response: ingest });

export const categories = collection('/channels/:channel_key/categories', {
  page: () => import('../../admin-catalogue').then((m) => m.adminPage(m.AdminCategory)),
  item: () => import('../../admin-catalogue').then((m) => m.AdminCategory),
  removed,
});
export const participants = collection('/channels/:channel_key/participants', {
  page: () => import('../../admin-catalogue').then((m) => m.adminPage(m.AdminParticipant)),
  item: () => import('../../admin-catalogue').then((m) => m.AdminParticipant),
  removed,
});
/** Multipart: a team's logo (field `file`). */
export const participantLogo = endpoint({ method: 'POST', path: '/channels/:channel_key/participants/:id/logo', auth: 'session', response: () => import('../../admin-catalogue').then((m) => m.AdminParticipant) });
export const participantGroups = collection('/channels/:channel_key/participant-groups', {
  page: () => import('../../admin-catalogue').then((m) => m.adminPage(m.AdminParticipantGroup)),
  item: () => import('../../admin-catalogue').then((m) => m.AdminParticipantGroup),
  removed,
});
export const vodCollections = collection('/channels/:channel_key/vod-collections', {
  page: () => import('../../admin-catalogue').then((m) => m.adminPage(m.AdminVodCollection)),
  item: () => import('../../admin-catalogue').then((m) => m.AdminVodCollection),
  removed,
});
export const vodItems = collection('/channels/:channel_key/vod-items', {
  page: () => import('../../admin-catalogue').then((m) => m.adminPage(m.AdminVodItem)),
  item: () => import('../../admin-catalogue').then((m) => m.AdminVodItem),
  removed,
});

/** Season work: a schedule imported from CSV (JSON `{csv, dry_run}`), and one change for many events. */
export const importSchedule = endpoint({ method: 'POST', path: `${events}/import`, auth: 'session', response: () => import('../../admin-schedule').then((m) => m.AdminScheduleResult) });
export const editEvents = endpoint({ method: 'PATCH', path: `${events}/bulk-edit`, auth: 'session', response: () => import('../../admin-schedule').then((m) => m.AdminEventsEditResult) });
