import { cancelRenewal as cancelRenewalEndpoint } from '@ott/contracts/endpoints/viewer/commerce';
import { call } from '../../../lib/api-call';

/** Cancels the auto-renewal of one subscription order; answers the order as it now is. */
export const cancelRenewal = (orderId: number) => call(cancelRenewalEndpoint, { body: { order_id: orderId } });
