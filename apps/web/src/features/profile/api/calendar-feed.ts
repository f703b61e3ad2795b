import { api } from '../../../lib/api';

/** A new secret link to the user's calendar feed of their favourites' events; the previous link stops working. */
export const createCalendarLink = () => api.post<{ url: string }>('/calendar');
