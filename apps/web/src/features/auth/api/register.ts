import type { AuthGrant, RegistrationFields } from '@ott/contracts/auth';
import { api } from '../../../lib/api';

export const register = (fields: RegistrationFields) => api.post<AuthGrant>('/v2/auth/register', fields);
