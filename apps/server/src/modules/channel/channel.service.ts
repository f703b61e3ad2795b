import type { BootstrapData, SlidableType } from '@ott/contracts';
import { NotFound } from '../../lib/errors';
import { createTtlCache } from '../../lib/ttl-cache';
import type { ChannelRepository } from './channel.repository';
import type { Channel } from './channel.types';
import { nestCategories, toChannelSettings, toMenuEntry, toPassSummary, toPreroll, toSlide, toStaticBlock } from './channel.mappers';

export interface ChannelServiceDeps {
  repository: ChannelRepository;
  /** How long an assembled bootstrap document is reused. */
  bootstrapTtlMs?: number;
}

export function createChannelService({ repository, bootstrapTtlMs = 30_000 }: ChannelServiceDeps) {
  const bootstraps = createTtlCache<number, Promise<BootstrapData>>(bootstrapTtlMs);

  const settings = async (channel: Channel) => toChannelSettings(channel, (await repository.listPrerolls(channel.id)).map(toPreroll));

  async function assembleBootstrap(channel: Channel): Promise<BootstrapData> {
    const [prerolls, menu, pages, slides, faq, locations, categories, groups, properties, blocks, passes] = await Promise.all([
      repository.listPrerolls(channel.id),
      repository.listMenu(channel.id),
      repository.listPages(channel.id),
      repository.listSlides(channel.id),
      repository.listFaq(channel.id),
      repository.listLocations(channel.id),
      repository.listCategories(channel.id),
      repository.listParticipantGroups(channel.id),
      repository.listGroupProperties(channel.id),
      repository.listStaticBlocks(channel.id),
      repository.listPasses(channel.id),
    ]);
    const summaries = passes.map(toPassSummary);
    return {
      color_settings: channel.colorSettings,
      event_categories: nestCategories(categories),
      event_locations: locations,
      faq,
      menu: menu.map(toMenuEntry),
      // Single-event packages are offered with their event, not in the pass list.
      packages: summaries.filter((pass) => pass.type !== 'subscription' && pass.type !== 'event'),
      pages,
      participant_groups: groups,
      participant_group_properties: properties,
      settings: toChannelSettings(channel, prerolls.map(toPreroll)),
      slides: slides.map(toSlide),
      static_blocks: blocks.map(toStaticBlock),
      subscriptions: summaries.filter((pass) => pass.type === 'subscription'),
    };
  }

  return {
    /** Everything the SPA needs at start, assembled once per channel and reused briefly. */
    bootstrap(channel: Channel): Promise<BootstrapData> {
      let pending = bootstraps.get(channel.id);
      if (!pending) {
        pending = assembleBootstrap(channel);
        pending.catch(() => bootstraps.delete(channel.id));
        bootstraps.set(channel.id, pending);
      }
      return pending;
    },
    /** Call after a channel's data changes. */
    invalidate(channelId?: number) {
      if (channelId === undefined) bootstraps.clear();
      else bootstraps.delete(channelId);
    },
    settings,
    colorSettings: (channel: Channel) => channel.colorSettings,
    menu: async (channel: Channel) => (await repository.listMenu(channel.id)).map(toMenuEntry),
    slides: async (channel: Channel, type?: SlidableType) => (await repository.listSlides(channel.id, type)).map(toSlide),
    pages: (channel: Channel) => repository.listPages(channel.id),
    async page(channel: Channel, alias: string) {
      const page = await repository.findPage(channel.id, alias);
      if (!page) throw new NotFound();
      return page;
    },
    faq: (channel: Channel) => repository.listFaq(channel.id),
  };
}
export type ChannelService = ReturnType<typeof createChannelService>;
