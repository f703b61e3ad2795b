import type { DeviceLinked } from '@ott/contracts/auth';
import { api } from '../../../lib/api';

/** Signs the device showing `code` in as the current user. */
export const addSession = (code: string) => api.post<DeviceLinked>('/auth/add_session', { code });
