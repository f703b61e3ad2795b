import { endpoint } from '../../endpoint';

/** The score history of an event, for the replay's score bug and clip suggestions (docs/decisions/0082-live-score.md). */
export const scoreTimeline = endpoint({ method: 'GET', path: '/events/:id/score/timeline', auth: 'api_key', response: () => import('../../scores').then((m) => m.ScoreTimeline) });
