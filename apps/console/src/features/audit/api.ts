import { auditLog } from '@ott/contracts/endpoints/admin/audit';
import type { Query } from '../../lib/api';
import { call } from '../../lib/api-call';

/** One page of the audit log (every channel the operator may see), as the shared table asks for it. */
export const auditPage = (query: Query) => call(auditLog, { query });
