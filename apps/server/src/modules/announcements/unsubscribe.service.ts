import type { Channel } from '../channel/channel.types';
import type { MailLanguage } from '../mail/account-mail';
import { UnsubscribeLinkInvalid } from './announcements.errors';
import type { AnnouncementsRepository } from './announcements.repository';
import type { UnsubscribeTokens } from './unsubscribe-token';

/** Another kind of mail a link can unsubscribe from (a notification kind): whether the user gets it, and the opt-out. */
export interface UnsubscribeKind {
  /** What the mail is, for the page ("mails when a team you follow goes live"), per language. */
  label: Record<MailLanguage, string>;
  optedIn(userId: number): Promise<boolean>;
  /** true when it changed anything. */
  optOut(userId: number): Promise<boolean>;
}

export interface UnsubscribeServiceDeps {
  repository: Pick<AnnouncementsRepository, 'findUser' | 'optOut'>;
  tokens: UnsubscribeTokens;
  channelById(id: number): Promise<Channel | null>;
  now?: () => Date;
  /** Kinds other than announcements ('mailing'), by name; more may be added after creation (`addKind`). */
  kinds?: Map<string, UnsubscribeKind>;
}

export interface Unsubscriber {
  email: string;
  /** Still opted in (before unsubscribing). */
  optedIn: boolean;
  channel: Channel | null;
  /** Another kind of mail than announcements: what it is, for the page. */
  label?: Record<MailLanguage, string>;
}

/** Unsubscribing by the link of a mail: no session, the signed token is the proof. */
export function createUnsubscribeService({ repository, tokens, channelById, now = () => new Date(), kinds = new Map() }: UnsubscribeServiceDeps) {
  async function check(token: string) {
    const userId = tokens.userIdOf(token);
    const kindName = tokens.kindOf(token);
    const kind = kindName === 'mailing' ? null : kindName === null ? undefined : kinds.get(kindName);
    const user = userId === null ? undefined : await repository.findUser(userId);
    if (!user || kind === undefined || !tokens.verify(token, { id: user.id, channelId: user.channel_id })) throw new UnsubscribeLinkInvalid();
    return { user, kind };
  }

  return {
    /** Who the link unsubscribes, for the confirmation page; throws UnsubscribeLinkInvalid for a forged or stale link. */
    async inspect(token: string): Promise<Unsubscriber> {
      const { user, kind } = await check(token);
      const optedIn = kind ? await kind.optedIn(user.id) : user.mailing_opt_in === 1;
      return { email: user.email, optedIn, channel: await channelById(user.channel_id), ...(kind ? { label: kind.label } : {}) };
    },

    /** Turns the user's mailing opt-in off; doing it again is fine and changes nothing. */
    async unsubscribe(token: string): Promise<Unsubscriber & { changed: boolean }> {
      const { user, kind } = await check(token);
      if (kind) return { email: user.email, optedIn: false, channel: await channelById(user.channel_id), label: kind.label, changed: await kind.optOut(user.id) };
      const [result] = await repository.optOut(user.id, now().toISOString());
      return { email: user.email, optedIn: false, channel: await channelById(user.channel_id), changed: Number(result?.numUpdatedRows ?? 0) > 0 };
    },

    /** Lets links of another kind of mail (signed with `tokens.sign(user, name)`) unsubscribe from it. */
    addKind(name: string, kind: UnsubscribeKind): void {
      kinds.set(name, kind);
    },
  };
}
export type UnsubscribeService = ReturnType<typeof createUnsubscribeService>;
