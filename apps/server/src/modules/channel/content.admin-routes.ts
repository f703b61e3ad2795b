import multipart from '@fastify/multipart';
import { envelope } from '@ott/contracts';
import {
  AdminFaqEntry,
  AdminFaqInput,
  AdminLocation,
  AdminLocationInput,
  AdminMenuEntryInput,
  AdminPage,
  AdminPageInput,
  AdminSlide,
  AdminSlideInput,
  AdminStaticBlock,
  AdminStaticBlockInput,
  ContentChannelParams,
  ContentItemParams,
  ContentOrder,
  SLIDE_IMAGE_MAX_BYTES,
  UploadedImage,
  adminContentList,
} from '@ott/contracts/admin-content';
import { MenuEntry } from '@ott/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import type { AuditLog } from '../operators/audit-log';
import type { Change, ContentService } from './content.service';
import type { Channel } from './channel.types';
import type { SlideImages } from './slide-images';
import { uploadedImage } from './uploaded-image';

export interface ContentAdminRoutesOptions {
  content: ContentService;
  slideImages: SlideImages;
  audit: Pick<AuditLog, 'record'>;
}

const tags = ['admin'];

export interface ContentCollection<Input, Out> {
  list(channel: Channel): Promise<Out[]>;
  get(channel: Channel, id: number): Promise<Out>;
  create(channel: Channel, input: Input): Promise<Out>;
  update(channel: Channel, id: number, input: Input): Promise<Change<Out>>;
  remove(channel: Channel, id: number): Promise<Out>;
  reorder?(channel: Channel, ids: readonly number[]): Promise<Change<number[]>>;
}

export interface ContentArea<Input, Out> {
  /** The URL segment: `/api/admin/channels/{channel_key}/<path>`. */
  path: string;
  /** The audit log's entity type; actions are `<entity>.create|update|delete|reorder`. */
  entity: string;
  /** Words for the OpenAPI summaries. */
  noun: string;
  input: z.ZodType<Input>;
  item: z.ZodType<Out>;
  collection: ContentCollection<Input, Out>;
  /** A valid body, for the role × route matrix test. */
  example: Record<string, unknown>;
}

/**
 * The five routes of one kind of a channel's content (six with ordering) under `/api/admin/channels/{channel_key}/<path>`:
 * reads for any role on the channel, writes for editors, each write audited and shown to viewers at once.
 */
export function registerContentRoutes<Input, Out extends { id: number }>(app: FastifyInstance, audit: ContentAdminRoutesOptions['audit'], area: ContentArea<Input, Out>) {
  const zapp = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/admin/channels/:channel_key/${area.path}`;
  const { collection, entity, noun } = area;
  const itemParams = { matrixExample: { params: { id: '1' }, body: area.example } };
  const changed = async (request: FastifyRequest, action: string, id: number | null, before: unknown, after: unknown) => {
    await audit.record(request, { action: `${entity}.${action}`, entity_type: entity, entity_id: id, before, after });
    app.invalidateChannelCaches(request.consoleChannel.id);
  };

  zapp.get(
    base,
    { config: { access: 'any' }, schema: { summary: `List the channel's ${noun}`, tags, params: ContentChannelParams, response: { 200: adminContentList(area.item), ...errorResponses } } },
    async (request) => {
      const data = await collection.list(request.consoleChannel);
      return { data, meta: { total: data.length, offset: 0, limit: Math.max(1, data.length) } };
    },
  );

  zapp.get(
    `${base}/:id`,
    { config: { access: 'any', matrixExample: { params: { id: '1' } } }, schema: { summary: `One of the channel's ${noun}`, tags, params: ContentItemParams, response: { 200: envelope(area.item), ...errorResponses } } },
    async (request) => ({ data: await collection.get(request.consoleChannel, request.params.id) }),
  );

  zapp.post(
    base,
    {
      config: { access: 'editor', matrixExample: { body: area.example } },
      schema: { summary: `Add to the channel's ${noun}`, tags, params: ContentChannelParams, body: area.input, response: { 200: envelope(area.item), ...errorResponses } },
    },
    async (request) => {
      const created = await collection.create(request.consoleChannel, request.body as Input);
      await changed(request, 'create', created.id, null, created);
      return { data: created };
    },
  );

  zapp.put(
    `${base}/:id`,
    {
      config: { access: 'editor', ...itemParams },
      schema: { summary: `Change one of the channel's ${noun}`, tags, params: ContentItemParams, body: area.input, response: { 200: envelope(area.item), ...errorResponses } },
    },
    async (request) => {
      const { before, after } = await collection.update(request.consoleChannel, request.params.id, request.body as Input);
      await changed(request, 'update', after.id, before, after);
      return { data: after };
    },
  );

  zapp.delete(
    `${base}/:id`,
    {
      config: { access: 'editor', matrixExample: { params: { id: '1' } } },
      schema: { summary: `Delete one of the channel's ${noun}`, tags, params: ContentItemParams, response: { 200: envelope(area.item), ...errorResponses } },
    },
    async (request) => {
      const before = await collection.remove(request.consoleChannel, request.params.id);
      await changed(request, 'delete', before.id, before, null);
      return { data: before };
    },
  );

  const reorder = collection.reorder?.bind(collection);
  if (reorder) {
    zapp.put(
      `${base}/order`,
      {
        config: { access: 'editor', matrixExample: { body: { ids: [1] } } },
        schema: {
          summary: `Put the channel's ${noun} in a new order (every id once, first shown first)`,
          tags,
          params: ContentChannelParams,
          body: ContentOrder,
          response: { 200: adminContentList(area.item), ...errorResponses },
        },
      },
      async (request) => {
        const { before, after } = await reorder(request.consoleChannel, request.body.ids);
        await changed(request, 'reorder', null, before, after);
        const data = await collection.list(request.consoleChannel);
        return { data, meta: { total: data.length, offset: 0, limit: Math.max(1, data.length) } };
      },
    );
  }
}


/**
 * The console's navigation and content of one channel (spec §3): menus, pages, FAQ, slides, static blocks and event
 * locations. Every change is audited with what it replaced and reaches viewers at once (channel caches dropped).
 */
export const contentAdminRoutes: FastifyPluginAsyncZod<ContentAdminRoutesOptions> = async (app, { content, slideImages, audit }) => {
  // Only this plugin's routes take multipart bodies (the slide picture upload); the scope keeps it here.
  await app.register(multipart, { limits: { fileSize: SLIDE_IMAGE_MAX_BYTES, files: 1 } });

  registerContentRoutes(app, audit, {
    path: 'menus',
    entity: 'menu_entry',
    noun: 'menu entries',
    input: AdminMenuEntryInput,
    item: MenuEntry,
    collection: content.menus,
    example: { title: 'Schedule', url: '/upcoming', type: 'link' },
  });
  registerContentRoutes(app, audit, {
    path: 'pages',
    entity: 'page',
    noun: 'pages',
    input: AdminPageInput,
    item: AdminPage,
    collection: content.pages,
    example: { name: 'Matrix page', url: '/matrix-page', content: 'Text', published: true },
  });
  registerContentRoutes(app, audit, {
    path: 'faq',
    entity: 'faq_entry',
    noun: 'FAQ entries',
    input: AdminFaqInput,
    item: AdminFaqEntry,
    collection: content.faq,
    example: { question: 'Why?', answer: 'Because.' },
  });
  registerContentRoutes(app, audit, {
    path: 'slides',
    entity: 'slide',
    noun: 'slides',
    input: AdminSlideInput,
    item: AdminSlide,
    collection: content.slides,
    example: { slidable_type: 'main', title: 'Finals', image: 'https://example.com/banner.webp' },
  });
  registerContentRoutes(app, audit, {
    path: 'static-blocks',
    entity: 'static_block',
    noun: 'static blocks',
    input: AdminStaticBlockInput,
    item: AdminStaticBlock,
    collection: content.blocks,
    example: { alias: 'matrix-block', title: 'Block', content: 'Text', position: 'footer' },
  });
  registerContentRoutes(app, audit, {
    path: 'locations',
    entity: 'event_location',
    noun: 'event locations',
    input: AdminLocationInput,
    item: AdminLocation,
    collection: content.locations,
    example: { name: 'Arena', city: 'Ottawa', country_code: 'CA' },
  });

  app.post(
    '/api/admin/channels/:channel_key/slides/images',
    {
      config: { access: 'editor' },
      schema: {
        summary: 'Upload a slide picture (PNG, JPEG, WebP or SVG, 5 MB; multipart field "file"): stored as WebP at most 1920 px wide; its address goes in a slide\'s image',
        tags,
        params: ContentChannelParams,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(UploadedImage), ...errorResponses },
      },
    },
    async (request) => {
      const image = await slideImages.publish(request.consoleChannel.key, await uploadedImage(request, SLIDE_IMAGE_MAX_BYTES));
      return { data: { image } };
    },
  );
};
