import type { AuthGrant, LoginFields } from '@ott/contracts/auth';
import { api } from '../../../lib/api';
import { appEvents } from '../../../lib/app-events';

export const login = (fields: LoginFields) =>
  api.post<AuthGrant>('/v2/auth/login', fields).then((grant) => {
    appEvents.publish({ type: 'action', name: 'sign_in' });
    return grant;
  });
