import type { ColorSettings } from '@ott/contracts';
import { CHANNEL_SETUP_CODES, type ChannelSetup, type PaymentMode, REQUIRED_LEGAL_PAGES, SERVER_SETUP_ITEMS, type ServerSetupItemId } from '@ott/contracts/channel-setup';
import { AppError, message } from '../../lib/errors';
import { NEUTRAL_COLORS } from '../channel/channel-admin.service';
import type { Channel } from '../channel/channel.types';
import type { ChannelSetupRepository } from './channel-setup.repository';

export interface ChannelSetupDeps {
  repository: ChannelSetupRepository;
  /** This deployment's payment mode (payment-mode.ts). */
  paymentMode: PaymentMode;
  now?: () => Date;
}

/** Colours changed from the neutral ones a new channel gets. */
const branded = (colors: ColorSettings) =>
  (Object.keys(NEUTRAL_COLORS) as Array<keyof ColorSettings>).some((key) => String(colors[key] ?? '').toLowerCase() !== String(NEUTRAL_COLORS[key]).toLowerCase());

/** A logo uploaded in the branding screen: a new channel's generated wordmark is a data: URI, an upload a media URL. */
const ownLogo = (logo: string | null) => logo !== null && !logo.startsWith('data:');

/** The setup checklist of a channel: every item from the channel's state, and what an operator confirms on it. */
export function createChannelSetupService({ repository, paymentMode, now = () => new Date() }: ChannelSetupDeps) {
  async function read(channel: Channel): Promise<ChannelSetup> {
    const [legal, contactForm, toWatch, video, state] = await Promise.all([
      repository.legalPages(channel.id),
      repository.hasContactForm(channel.id),
      repository.hasSomethingToWatch(channel.id),
      repository.hasEventWithVideo(channel.id),
      repository.state(channel.id),
    ]);
    const toReview = REQUIRED_LEGAL_PAGES.filter((alias) => !legal.some((page) => page.alt_name === alias && page.published === 1 && page.reviewed === 1));
    const confirmed = (state?.payment_mode_confirmed ?? null) as PaymentMode | null;
    const done: Record<ServerSetupItemId, boolean> = {
      branding: branded(channel.colorSettings),
      logo: ownLogo(channel.logo),
      legal_pages: toReview.length === 0,
      contact_form: contactForm,
      analytics: Boolean(channel.settings.yare_analytics || channel.settings.google_analytics),
      offer: toWatch,
      video,
      payments: confirmed === paymentMode,
    };
    return {
      items: SERVER_SETUP_ITEMS.map((id) => ({ id, done: done[id] })),
      hostnames: channel.hostnames,
      payment_mode: paymentMode,
      payment_mode_confirmed: confirmed,
      legal_pages_to_review: toReview,
      dismissed_at: state?.dismissed_at ?? null,
    };
  }

  return {
    read,

    /** The operator has read the privacy policy and terms as they are. Refused while one of them is missing. */
    async markLegalPagesReviewed(channel: Channel): Promise<{ before: ChannelSetup; after: ChannelSetup }> {
      const before = await read(channel);
      const present = new Set((await repository.legalPages(channel.id)).map((page) => page.alt_name));
      const missing = REQUIRED_LEGAL_PAGES.find((alias) => !present.has(alias));
      if (missing) throw new AppError(409, CHANNEL_SETUP_CODES.legalPagesMissing, message('LEGAL_PAGES_MISSING', { alias: missing }));
      await repository.markLegalPagesReviewed(channel.id);
      return { before, after: await read(channel) };
    },

    /** The operator accepts the mode payments are taken in; refused when the deployment now runs another one. */
    async confirmPaymentMode(channel: Channel, mode: PaymentMode): Promise<{ before: ChannelSetup; after: ChannelSetup }> {
      if (mode !== paymentMode) throw new AppError(409, CHANNEL_SETUP_CODES.paymentModeChanged, message('PAYMENT_MODE_CHANGED', { mode: paymentMode }));
      const before = await read(channel);
      await repository.saveState(channel.id, { payment_mode_confirmed: mode });
      return { before, after: await read(channel) };
    },

    /** Hides the finished checklist; refused while an item the server checks is not done. */
    async dismiss(channel: Channel): Promise<{ before: ChannelSetup; after: ChannelSetup }> {
      const before = await read(channel);
      if (before.items.some((item) => !item.done)) throw new AppError(409, CHANNEL_SETUP_CODES.notDone, message('SETUP_NOT_DONE'));
      if (before.dismissed_at === null) await repository.saveState(channel.id, { dismissed_at: now().toISOString() });
      return { before, after: await read(channel) };
    },
  };
}
export type ChannelSetupService = ReturnType<typeof createChannelSetupService>;
