import { envelope } from '@ott/contracts';
import { CHANNEL_DOCUMENT_FORMAT, CHANNEL_DOCUMENT_VERSION, ChannelDocument, ChannelImportRequest, ChannelImportResult } from '@ott/contracts/admin-channel-transfer';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import { DEFAULT_CHANNEL_SETTINGS, NEUTRAL_COLORS } from '../channel/channel-admin.service';
import { ChannelKeyParams } from '../channel/channel.admin-routes';
import type { AuditLog } from '../operators/audit-log';
import type { ChannelTransfer } from './channel-transfer.service';

export interface ChannelTransferRoutesOptions {
  transfer: ChannelTransfer;
  audit: Pick<AuditLog, 'record'>;
  invalidate: FastifyInstance['invalidateChannelCaches'];
  /** Largest document an import accepts (the API's usual body limit is too small for a channel with inline pictures). */
  importBodyLimit: number;
}

const tags = ['admin'];

/** An empty channel's document: the role × route matrix sends it to reach the import's own answer. */
const EMPTY_DOCUMENT: ChannelDocument = {
  format: CHANNEL_DOCUMENT_FORMAT,
  version: CHANNEL_DOCUMENT_VERSION,
  exported_at: '2026-01-01T00:00:00.000Z',
  channel: {
    key: 'empty',
    name: 'Empty channel',
    hostnames: [],
    language: 'en',
    currency: 'USD',
    time_zone: 'America/Toronto',
    logo: null,
    settings: DEFAULT_CHANNEL_SETTINGS,
    colors: NEUTRAL_COLORS,
    geo_rule: null,
  },
  content: { menus: [], pages: [], faq: [], slides: [], static_blocks: [], locations: [], forms: [], prerolls: [] },
  catalogue: { categories: [], groups: [], participants: [], events: [], vod: { categories: [], items: [], rails: [] } },
  offer: { passes: [], promo_codes: [], pricing_rules: [] },
  media: [],
};

/** A whole channel as one JSON document: download it (admins), or make a new channel from one (owners). */
export const channelTransferAdminRoutes: FastifyPluginAsyncZod<ChannelTransferRoutesOptions> = async (app, { transfer, audit, invalidate, importBodyLimit }) => {
  app.get(
    '/api/admin/channels/:channel_key/export',
    {
      config: { access: 'admin' },
      schema: {
        summary: "The channel's document (settings, content, catalogue; media by reference), as a JSON file to download",
        description: 'The answer is the document itself, not wrapped in `data`, so the file can be imported as it is.',
        tags,
        params: ChannelKeyParams,
        response: { 200: ChannelDocument, ...errorResponses },
      },
    },
    async (request, reply) => {
      const channel = request.consoleChannel;
      const document = await transfer.exportChannel(channel.key);
      const summary = { events: document.catalogue.events.length, pages: document.content.pages.length, media: document.media.length };
      await audit.record(request, { action: 'channel.export', entity_type: 'channel', entity_id: channel.id, before: null, after: summary });
      void reply.header('content-disposition', `attachment; filename="${channel.key}-channel.json"`).header('cache-control', 'no-store');
      return document;
    },
  );

  app.post(
    '/api/admin/channels/import',
    {
      bodyLimit: importBodyLimit,
      config: { access: 'owner', matrixExample: { body: { channel_key: 'matrix-import', hostnames: [], document: EMPTY_DOCUMENT } } },
      schema: {
        summary: 'Make a new channel from a document (owners): all of it or nothing',
        description:
          'The key and hostnames are the new channel\'s own (409 when another channel holds one). A document that fails validation, or a reference inside it that points nowhere, is refused with 400 and the path of each problem (`document.catalogue.events.3.category`); nothing is written. Replacing an existing channel\'s content is not supported: import under a new key, then move the hostnames.',
        tags,
        body: ChannelImportRequest,
        response: { 201: envelope(ChannelImportResult), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { document, ...target } = request.body;
      const { channelId, result } = await transfer.importChannel(document, target);
      await audit.record(request, { action: 'channel.import', entity_type: 'channel', entity_id: channelId, before: null, after: result, channel_id: channelId });
      invalidate();
      return reply.status(201).send({ data: result });
    },
  );
};
