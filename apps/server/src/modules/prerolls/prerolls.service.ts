import { type Capability, Messages } from '@ott/contracts';
import type { PrerollChoice, PrerollPlayed } from '@ott/contracts/prerolls';
import { NotFound, ValidationError } from '../../lib/errors';
import { toPreroll } from '../channel/channel.mappers';
import type { Channel } from '../channel/channel.types';
import { effectiveStatus } from '../events/events.time';
import { categoryLine, eligiblePrerolls, pickWeighted } from './preroll-choice';
import type { PrerollEvent, PrerollViewer, PrerollsRepository } from './prerolls.repository';

/** Spec §9: after a preroll plays, none is offered to that viewer for that event for an hour, unless the channel says otherwise. */
export const DEFAULT_PREROLL_SUPPRESSION_MS = 3_600_000;

export interface PrerollsServiceDeps {
  repository: PrerollsRepository;
  capabilitiesOf: (userId: number) => Promise<Capability[]>;
  /** The URL a viewer of the event receives for a stored one (files on this media host follow MEDIA_ORIGIN; a library asset's MP4 is signed for the event). */
  publicUrl: (stored: string, eventId: number) => string;
  /** false for a clip on this media host that is not there (yet): the player would meet a 404 before the content. */
  isPlayable: (stored: string) => Promise<boolean>;
  now?: () => number;
  /** [0, 1); tests make the weighted choice deterministic. */
  random?: () => number;
}

/** Who is asking: the user when logged in, otherwise the anonymous visitor's API key. */
export interface PrerollAudience {
  userId: number | null;
  apiKeyId: number;
}

const viewerOf = ({ userId, apiKeyId }: PrerollAudience): PrerollViewer => (userId !== null ? { kind: 'user', id: userId } : { kind: 'visitor', id: apiKeyId });

export function suppressionMsOf(channel: Channel): number {
  const configured = channel.settings.preroll_suppression_ms;
  return typeof configured === 'number' && Number.isFinite(configured) && configured >= 0 ? configured : DEFAULT_PREROLL_SUPPRESSION_MS;
}

export function createPrerollsService({ repository, capabilitiesOf, publicUrl, isPlayable, now = () => Date.now(), random = Math.random }: PrerollsServiceDeps) {
  async function eventOf(channel: Channel, eventId: number) {
    const event = await repository.findEvent(channel.id, eventId);
    if (!event) throw new NotFound();
    return event;
  }

  /** The channel's prerolls that suit the event now and can be played, each with its weight. */
  async function candidatesFor(channel: Channel, event: PrerollEvent, at: number) {
    const [rows, categories] = await Promise.all([repository.listPrerolls(channel.id), repository.listCategoryParents(channel.id)]);
    const target = {
      status: effectiveStatus(event.stream_status, event.event_utc_ts, event.end_utc_ts, new Date(at)),
      locationId: event.location_id,
      categoryLine: categoryLine(event.event_category_id, new Map(categories.map((row) => [row.id, row.parent_id]))),
    };
    const eligible = eligiblePrerolls(rows.map(toPreroll), target);
    const playable = await Promise.all(eligible.map((preroll) => isPlayable(preroll.url)));
    return eligible.filter((_, index) => playable[index]);
  }

  return {
    /** The preroll to play before the event, or null: none suits it, the viewer saw one lately, or their passes include no_ads. */
    async choose(channel: Channel, eventId: number, audience: PrerollAudience): Promise<PrerollChoice | null> {
      const at = now();
      const [event, suppressed, capabilities] = await Promise.all([
        eventOf(channel, eventId),
        repository.isSuppressed(viewerOf(audience), eventId, new Date(at).toISOString()),
        audience.userId !== null ? capabilitiesOf(audience.userId) : Promise.resolve([]),
      ]);
      if (suppressed || capabilities.includes('no_ads')) return null;
      const chosen = pickWeighted(await candidatesFor(channel, event, at), random);
      return chosen ? { id: chosen.id, url: publicUrl(chosen.url, eventId) } : null;
    },

    /**
     * Whether a viewer who has seen none of the event's prerolls lately and holds no ad-free pass (every first-time
     * visitor) is offered one: the event's page then opens on an ad. False for an event not in the channel.
     */
    async offeredToNewViewers(channel: Channel, eventId: number): Promise<boolean> {
      const event = await repository.findEvent(channel.id, eventId);
      return event ? (await candidatesFor(channel, event, now())).length > 0 : false;
    },

    /** The viewer watched a preroll before the event: offer them none for it during the channel's suppression window. */
    async played(channel: Channel, eventId: number, audience: PrerollAudience, prerollId: number): Promise<PrerollPlayed> {
      const [, preroll] = await Promise.all([eventOf(channel, eventId), repository.findPreroll(channel.id, prerollId)]);
      if (!preroll) throw new ValidationError({ preroll_id: [Messages.invalidValue] });
      const until = new Date(now() + suppressionMsOf(channel)).toISOString();
      await repository.suppress(viewerOf(audience), eventId, prerollId, until);
      return { suppressed_until: until };
    },

    purgeExpired: () => repository.purgeExpired(new Date(now()).toISOString()),
  };
}
export type PrerollsService = ReturnType<typeof createPrerollsService>;
