import { REQUIRED_LEGAL_PAGES } from '@ott/contracts/channel-setup';
import { CONTACT_FORM_ALIAS } from '@ott/contracts/admin-content';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Event media kinds that carry a video viewers can play: live 2, vod 3, embedded 4. */
const VIDEO_KINDS = [2, 3, 4];
/** Events a viewer can watch without buying anything. */
const FREE_PRICING = ['free', 'register'];
/** Passes sold on their own (not an event's single-event package). */
const PASS_TYPES = ['package', 'subscription'];

/** What the setup checklist reads of a channel's content, and the state an operator sets on it. */
export function createChannelSetupRepository(db: Kysely<Database>) {
  return {
    /** The channel's privacy policy and terms pages: whether each is published and reviewed. */
    legalPages: (channelId: number) =>
      db.selectFrom('pages').select(['alt_name', 'published', 'reviewed']).where('channel_id', '=', channelId).where('alt_name', 'in', [...REQUIRED_LEGAL_PAGES]).execute(),

    hasContactForm: async (channelId: number) =>
      Boolean(await db.selectFrom('custom_forms').select('id').where('channel_id', '=', channelId).where('alias', '=', CONTACT_FORM_ALIAS).executeTakeFirst()),

    /** A public pass or subscription, or a public free (or free-with-an-account) event. */
    hasSomethingToWatch: async (channelId: number) => {
      const pass = await db.selectFrom('passes').select('id').where('channel_id', '=', channelId).where('type', 'in', PASS_TYPES).where('visibility', '=', 'public').executeTakeFirst();
      if (pass) return true;
      const free = await db.selectFrom('events').select('id').where('channel_id', '=', channelId).where('pricing_type', 'in', FREE_PRICING).where('visibility', '=', 'public').executeTakeFirst();
      return Boolean(free);
    },

    hasEventWithVideo: async (channelId: number) =>
      Boolean(
        await db
          .selectFrom('event_media')
          .innerJoin('events', 'events.id', 'event_media.event_id')
          .select('event_media.id')
          .where('events.channel_id', '=', channelId)
          .where('event_media.kind', 'in', VIDEO_KINDS)
          .executeTakeFirst(),
      ),

    state: (channelId: number) => db.selectFrom('channel_setup').select(['payment_mode_confirmed', 'dismissed_at']).where('channel_id', '=', channelId).executeTakeFirst(),

    /** Marks the privacy policy and terms reviewed; answers how many pages it marked. */
    markLegalPagesReviewed: async (channelId: number) => {
      const result = await db.updateTable('pages').set({ reviewed: 1 }).where('channel_id', '=', channelId).where('alt_name', 'in', [...REQUIRED_LEGAL_PAGES]).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    saveState: (channelId: number, changes: { payment_mode_confirmed?: string; dismissed_at?: string }) =>
      db
        .insertInto('channel_setup')
        .values({ channel_id: channelId, payment_mode_confirmed: null, dismissed_at: null, ...changes })
        .onConflict((conflict) => conflict.column('channel_id').doUpdateSet(changes))
        .execute(),
  };
}
export type ChannelSetupRepository = ReturnType<typeof createChannelSetupRepository>;
