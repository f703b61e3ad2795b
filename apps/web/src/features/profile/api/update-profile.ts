import type { ProfileFields, UserProfile } from '@ott/contracts/auth';
import { api } from '../../../lib/api';

/** Spec §7: `POST /profile` with `_method: patch`; only the fields that change are sent. */
export const updateProfile = (changes: ProfileFields) => api.post<UserProfile>('/profile', { _method: 'patch', ...changes });
