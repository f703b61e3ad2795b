import type { RegistrationFields } from '@ott/contracts/auth';
import { register as registerEndpoint } from '@ott/contracts/endpoints/viewer/auth';
import { call } from '../../../lib/api-call';
import { appEvents } from '../../../lib/app-events';

export const register = (fields: RegistrationFields) =>
  call(registerEndpoint, { body: fields }).then((grant) => {
    appEvents.publish({ type: 'action', name: 'registration' });
    return grant;
  });
