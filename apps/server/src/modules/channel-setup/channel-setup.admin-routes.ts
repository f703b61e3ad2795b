import { envelope } from '@ott/contracts';
import { ContentChannelParams } from '@ott/contracts/admin-content';
import { ChannelSetup, ConfirmPaymentModeInput } from '@ott/contracts/channel-setup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import type { AuditLog } from '../operators/audit-log';
import type { ChannelSetupService } from './channel-setup.service';

const tags = ['admin'];

/**
 * `/api/admin/channels/{channel_key}/setup`: the channel's setup checklist for its overview. Any role reads it;
 * editors mark the legal pages reviewed (they edit pages), admins confirm the payment mode and dismiss the finished
 * checklist. Each change is audited with the checklist before and after.
 */
export const channelSetupAdminRoutes: FastifyPluginAsyncZod<{ setup: ChannelSetupService; audit: Pick<AuditLog, 'record'> }> = async (app, { setup, audit }) => {
  const path = '/api/admin/channels/:channel_key/setup';
  const answer = { 200: envelope(ChannelSetup), ...errorResponses };

  app.get(
    path,
    { config: { access: 'any' }, schema: { summary: "The channel's setup checklist, each item from the channel's state", tags, params: ContentChannelParams, response: answer } },
    async (request) => ({ data: await setup.read(request.consoleChannel) }),
  );

  app.post(
    `${path}/legal-reviewed`,
    {
      config: { access: 'editor' },
      schema: { summary: 'Mark the privacy policy and terms as reviewed by an operator', tags, params: ContentChannelParams, response: answer },
    },
    async (request) => {
      const { before, after } = await setup.markLegalPagesReviewed(request.consoleChannel);
      await audit.record(request, { action: 'channel_setup.legal_reviewed', entity_type: 'channel', entity_id: request.consoleChannel.id, before, after });
      return { data: after };
    },
  );

  app.post(
    `${path}/payment-mode`,
    {
      config: { access: 'admin', matrixExample: { body: { mode: 'sandbox' } } },
      schema: { summary: "Confirm the deployment's payment mode (sandbox, Stripe test or Stripe live) for this channel", tags, params: ContentChannelParams, body: ConfirmPaymentModeInput, response: answer },
    },
    async (request) => {
      const { before, after } = await setup.confirmPaymentMode(request.consoleChannel, request.body.mode);
      await audit.record(request, { action: 'channel_setup.payment_mode', entity_type: 'channel', entity_id: request.consoleChannel.id, before, after });
      return { data: after };
    },
  );

  app.post(
    `${path}/dismiss`,
    {
      config: { access: 'admin' },
      schema: { summary: 'Dismiss the finished setup checklist (refused while an item is not done)', tags, params: ContentChannelParams, response: answer },
    },
    async (request) => {
      const { before, after } = await setup.dismiss(request.consoleChannel);
      await audit.record(request, { action: 'channel_setup.dismiss', entity_type: 'channel', entity_id: request.consoleChannel.id, before, after });
      return { data: after };
    },
  );
};
