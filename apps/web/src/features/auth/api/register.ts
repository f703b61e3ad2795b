import type { AuthGrant, RegistrationFields } from '@ott/contracts/auth';
import { api } from '../../../lib/api';
import { appEvents } from '../../../lib/app-events';

export const register = (fields: RegistrationFields) =>
  api.post<AuthGrant>('/v2/auth/register', fields).then((grant) => {
    appEvents.publish({ type: 'action', name: 'registration' });
    return grant;
  });
