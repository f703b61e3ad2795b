import type { ChannelImportRequest } from '@ott/contracts/admin-channel-transfer';
import { importChannel as importEndpoint } from '@ott/contracts/endpoints/admin/transfer';
import { call } from '../../lib/api-call';

/** A new channel from an exported channel document (the export itself is a download link). */
export const importChannel = (body: ChannelImportRequest) => call(importEndpoint, { body });
