import type { NotificationKind } from '@ott/contracts/notifications';
import type { MailLanguage, RenderedMail } from '../mail/account-mail';
import { escapeHtml } from '../mail/html';

// French puts a no-break space before : ; ! ?
const NBSP = '\u00a0';

export interface NotificationContent {
  title: string;
  body: string;
}

export interface NotificationSubject {
  channelName: string;
  /** The event's name (team_live, game_tomorrow) or the clip's event (clip_ready). */
  eventName: string;
  /** clip_ready: the clip's name. */
  clipName?: string;
  /** game_tomorrow: the start on the viewer's clock, e.g. "19:30". */
  startsAt?: string;
}

const WORDS: Record<MailLanguage, { [K in NotificationKind]: (s: NotificationSubject) => NotificationContent } & { test: (channel: string) => NotificationContent; why: (channel: string) => string; unsubscribe: string; open: string }> = {
  en: {
    team_live: (s) => ({ title: `Live now: ${s.eventName}`, body: `A team you follow is live on ${s.channelName}.` }),
    game_tomorrow: (s) => ({ title: `Tomorrow: ${s.eventName}`, body: `A team you follow plays tomorrow at ${s.startsAt ?? ''} on ${s.channelName}.` }),
    clip_ready: (s) => ({ title: `Your clip is ready: ${s.clipName ?? ''}`, body: `Your clip of ${s.eventName} can be watched and shared.` }),
    test: (channel) => ({ title: `${channel}: notifications are on`, body: 'This is how you will be told when a team you follow goes live.' }),
    why: (channel) => `You receive this mail because you turned this notification on at ${channel}.`,
    unsubscribe: 'Stop these mails',
    open: 'Open',
  },
  fr: {
    team_live: (s) => ({ title: `En direct${NBSP}: ${s.eventName}`, body: `Une équipe que vous suivez est en direct sur ${s.channelName}.` }),
    game_tomorrow: (s) => ({ title: `Demain${NBSP}: ${s.eventName}`, body: `Une équipe que vous suivez joue demain à ${s.startsAt ?? ''} sur ${s.channelName}.` }),
    clip_ready: (s) => ({ title: `Votre extrait est prêt${NBSP}: ${s.clipName ?? ''}`, body: `Votre extrait de ${s.eventName} peut être regardé et partagé.` }),
    test: (channel) => ({ title: `${channel}${NBSP}: notifications activées`, body: 'Voici comment vous serez prévenu quand une équipe que vous suivez passe en direct.' }),
    why: (channel) => `Vous recevez ce courriel parce que vous avez activé cette notification sur ${channel}.`,
    unsubscribe: 'Ne plus recevoir ces courriels',
    open: 'Ouvrir',
  },
};

/** What each kind's mails are, for the unsubscribe page ("Stop <label>"). */
export const MAIL_LABELS: Record<MailLanguage, Record<NotificationKind, string>> = {
  en: { team_live: 'mails when a team you follow goes live', game_tomorrow: 'mails the day before a team you follow plays', clip_ready: 'mails when your clip is ready' },
  fr: { team_live: 'courriels quand une équipe que vous suivez passe en direct', game_tomorrow: 'courriels la veille d’un match d’une équipe que vous suivez', clip_ready: 'courriels quand votre extrait est prêt' },
};

export const notificationLanguage = (language: string | null | undefined): MailLanguage => (language === 'fr' ? 'fr' : 'en');

export function notificationContent(kind: NotificationKind, language: MailLanguage, subject: NotificationSubject): NotificationContent {
  return WORDS[language][kind](subject);
}

export function testContent(language: MailLanguage, channelName: string): NotificationContent {
  return WORDS[language].test(channelName);
}

/** The mail of a notification: its title as subject, the text, a link to open, and the unsubscribe footer. */
export function notificationMail(language: MailLanguage, channelName: string, content: NotificationContent, openUrl: string, unsubscribeUrl: string): RenderedMail {
  const words = WORDS[language];
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(content.title)}</title></head><body style="font-family:sans-serif">`,
    `<h1 style="font-size:20px">${escapeHtml(content.title)}</h1>`,
    `<p>${escapeHtml(content.body)}</p>`,
    `<p><a href="${escapeHtml(openUrl)}">${escapeHtml(words.open)}</a></p>`,
    `<p style="font-size:12px;color:#555">${escapeHtml(words.why(channelName))} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(words.unsubscribe)}</a></p>`,
    '</body></html>',
  ].join('');
  const colon = language === 'fr' ? `${NBSP}:` : ':';
  const text = `${content.title}\n\n${content.body}\n\n${words.open}${colon} ${openUrl}\n\n${words.why(channelName)}\n${words.unsubscribe}${colon} ${unsubscribeUrl}\n`;
  return { subject: content.title, text, html };
}
