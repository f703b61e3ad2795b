import { addSession as addSessionEndpoint } from '@ott/contracts/endpoints/viewer/auth';
import { call } from '../../../lib/api-call';

/** Signs the device showing `code` in as the current user. */
export const addSession = (code: string) => call(addSessionEndpoint, { body: { code } });
