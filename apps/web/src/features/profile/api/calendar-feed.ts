import { calendarLink } from '@ott/contracts/endpoints/viewer/account';
import { call } from '../../../lib/api-call';

/** A new secret link to the user's calendar feed of their favourites' events; the previous link stops working. */
export const createCalendarLink = () => call(calendarLink);
