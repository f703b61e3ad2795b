import type { LoginFields } from '@ott/contracts/auth';
import { login as loginEndpoint } from '@ott/contracts/endpoints/viewer/auth';
import { call } from '../../../lib/api-call';
import { appEvents } from '../../../lib/app-events';

export const login = (fields: LoginFields) =>
  call(loginEndpoint, { body: fields }).then((grant) => {
    appEvents.publish({ type: 'action', name: 'sign_in' });
    return grant;
  });
