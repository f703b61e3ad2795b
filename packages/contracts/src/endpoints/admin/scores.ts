import { endpoint } from '../../endpoint';

const base = '/channels/:channel_key/events/:id/score';
const one = () => import('../../scores').then((m) => m.AdminScore);
/** The scorekeeper screen (docs/decisions/0082-live-score.md). */
export const score = endpoint({ method: 'GET', path: base, auth: 'session', response: one });
export const scoreAction = endpoint({ method: 'POST', path: `${base}/actions`, auth: 'session', response: one });
