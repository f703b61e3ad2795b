import type { AuthGrant, LoginFields } from '@ott/contracts/auth';
import { api } from '../../../lib/api';

export const login = (fields: LoginFields) => api.post<AuthGrant>('/v2/auth/login', fields);
