import type { AdminChannelCreate, AdminChannelUpdate } from '@ott/contracts/admin-channels';
import type { PaymentMode } from '@ott/contracts/channel-setup';
import {
  channel,
  channelSetup,
  confirmPaymentMode as paymentModeEndpoint,
  createChannel as createEndpoint,
  dismissChannelSetup as dismissEndpoint,
  markLegalPagesReviewed as legalReviewedEndpoint,
  updateChannel as updateEndpoint,
  streamLimit as streamLimitEndpoint,
  updateStreamLimit as updateStreamLimitEndpoint,
} from '@ott/contracts/endpoints/admin/channels';
import { queryOptions } from '@tanstack/react-query';
import { call, inChannel } from '../../lib/api-call';

/** The channel's settings, under the key the analytics area also reads (whether the channel records, and whom). */
export const channelQuery = (channelKey: string) => queryOptions({ queryKey: ['channels', channelKey, 'settings'] as const, queryFn: () => call(channel, { params: inChannel(channelKey) }) });
export const createChannel = (body: AdminChannelCreate) => call(createEndpoint, { body });
export const updateChannel = (channelKey: string, body: AdminChannelUpdate) => call(updateEndpoint, { params: inChannel(channelKey), body });

/** The channel's setup checklist (the overview), and what an operator confirms on it; each answers the checklist anew. */
export const channelSetupQuery = (channelKey: string) => queryOptions({ queryKey: ['channels', channelKey, 'setup'] as const, queryFn: () => call(channelSetup, { params: inChannel(channelKey) }) });
export const markLegalPagesReviewed = (channelKey: string) => call(legalReviewedEndpoint, { params: inChannel(channelKey) });
export const confirmPaymentMode = (channelKey: string, mode: PaymentMode) => call(paymentModeEndpoint, { params: inChannel(channelKey), body: { mode } });
export const dismissChannelSetup = (channelKey: string) => call(dismissEndpoint, { params: inChannel(channelKey) });

/** The channel's limit on devices of one account playing at once (docs/decisions/0084). */
export const streamLimitQuery = (channelKey: string) =>
  queryOptions({ queryKey: ['channels', channelKey, 'stream-limit'] as const, queryFn: () => call(streamLimitEndpoint, { params: inChannel(channelKey) }) });
export const updateStreamLimit = (channelKey: string, streamLimit: number | null) => call(updateStreamLimitEndpoint, { params: inChannel(channelKey), body: { stream_limit: streamLimit } });
