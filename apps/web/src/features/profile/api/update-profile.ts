import type { ProfileFields } from '@ott/contracts/auth';
import { updateProfile as updateProfileEndpoint } from '@ott/contracts/endpoints/viewer/account';
import { call } from '../../../lib/api-call';

/** Spec §7: `POST /profile` with `_method: patch`; only the fields that change are sent. */
export const updateProfile = (changes: ProfileFields) => call(updateProfileEndpoint, { body: { _method: 'patch', ...changes } });
