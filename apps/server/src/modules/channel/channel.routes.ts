import {
  BootstrapData,
  BootstrapQuery,
  ChannelSettings,
  ColorSettings,
  FaqEntry,
  MenuEntry,
  Page,
  PageAliasParams,
  PageSummary,
  Slide,
  SlidesQuery,
  envelope,
} from '@ott/contracts';
import { ChannelSelector } from '@ott/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import { channelOf, type KeyGuards } from '../keys/keys.guards';
import type { ChannelService } from './channel.service';

/** Key-exempt channel data: the channel comes from `channel_key` (or an `api_key`). */
export const channelRoutes: FastifyPluginAsyncZod<{ channels: ChannelService; guards: KeyGuards }> = async (app, { channels, guards }) => {
  const common = { preHandler: guards.identifyChannel };
  const tags = ['channel'];

  app.get(
    '/api/channel-bootstrap-data',
    {
      ...common,
      schema: {
        summary: 'Everything the web app needs at start',
        tags,
        querystring: BootstrapQuery.extend(ChannelSelector.shape),
        response: { 200: envelope(BootstrapData), ...errorResponses },
      },
    },
    async (request) => ({ data: await channels.bootstrap(channelOf(request)) }),
  );

  app.get(
    '/api/settings',
    { ...common, schema: { summary: 'Channel settings', tags, querystring: ChannelSelector, response: { 200: envelope(ChannelSettings), ...errorResponses } } },
    async (request) => ({ data: await channels.settings(channelOf(request)) }),
  );

  app.get(
    '/api/menu',
    { ...common, schema: { summary: 'Menu entries', tags, querystring: ChannelSelector, response: { 200: envelope(MenuEntry.array()), ...errorResponses } } },
    async (request) => ({ data: await channels.menu(channelOf(request)) }),
  );

  app.get(
    '/api/slides/web',
    {
      ...common,
      schema: { summary: 'Slides, optionally of one type', tags, querystring: SlidesQuery.extend(ChannelSelector.shape), response: { 200: envelope(Slide.array()), ...errorResponses } },
    },
    async (request) => ({ data: await channels.slides(channelOf(request), request.query.type) }),
  );

  app.get(
    '/api/pages',
    { ...common, schema: { summary: 'Custom pages', tags, querystring: ChannelSelector, response: { 200: envelope(PageSummary.array()), ...errorResponses } } },
    async (request) => ({ data: await channels.pages(channelOf(request)) }),
  );

  app.get(
    '/api/pages/:alias',
    {
      ...common,
      schema: { summary: 'One page with its content', tags, params: PageAliasParams, querystring: ChannelSelector, response: { 200: envelope(Page), ...errorResponses } },
    },
    async (request) => ({ data: await channels.page(channelOf(request), request.params.alias) }),
  );

  app.get(
    '/api/color-settings/web',
    { ...common, schema: { summary: 'Colour settings', tags, querystring: ChannelSelector, response: { 200: envelope(ColorSettings), ...errorResponses } } },
    async (request) => ({ data: channels.colorSettings(channelOf(request)) }),
  );

  app.get(
    '/api/faq',
    { ...common, schema: { summary: 'Frequently asked questions', tags, querystring: ChannelSelector, response: { 200: envelope(FaqEntry.array()), ...errorResponses } } },
    async (request) => ({ data: await channels.faq(channelOf(request)) }),
  );
};
