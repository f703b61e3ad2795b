import { endpoint } from '../../endpoint';

const profileAnswer = () => import('../../auth').then((m) => m.UserProfile);

export const profile = endpoint({ method: 'GET', path: '/profile', auth: 'api_key', response: profileAnswer });
