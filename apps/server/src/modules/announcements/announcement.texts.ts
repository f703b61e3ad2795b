import type { MailLanguage } from '../mail/account-mail';

// French puts a no-break space before : ; ! ? and inside « ».
const NBSP = '\u00a0';

/** The words of announcement mails and of the unsubscribe page, per language. */
export interface AnnouncementWording {
  /** Why the recipient gets the mail, in its footer. */
  why: (channelName: string) => string;
  unsubscribe: string;
  /** The plain-text part's unsubscribe line. */
  unsubscribeLine: (url: string) => string;
  /** A test mail's footer: there is no real link for an operator. */
  testFooter: string;
  testPrefix: string;
  page: {
    title: (channelName: string) => string;
    confirm: (email: string, channelName: string) => string;
    keepsAccountMail: string;
    button: string;
    doneTitle: string;
    done: (email: string, channelName: string) => string;
    optInAgain: string;
    home: (channelName: string) => string;
    invalidTitle: string;
    invalid: string;
    /** The page for another kind of mail (a notification kind), named by its label. */
    kindTitle: (label: string) => string;
    kindConfirm: (email: string, label: string) => string;
    kindDone: (email: string, label: string) => string;
  };
}

export const ANNOUNCEMENT_WORDING: Record<MailLanguage, AnnouncementWording> = {
  en: {
    why: (channel) => `You receive this mail because you agreed to get news from ${channel}.`,
    unsubscribe: 'Unsubscribe',
    unsubscribeLine: (url) => `Unsubscribe: ${url}`,
    testFooter: 'Test mail: each customer gets their own unsubscribe link here.',
    testPrefix: '[Test]',
    page: {
      title: (channel) => `Unsubscribe from ${channel} news`,
      confirm: (email, channel) => `Stop sending news from ${channel} to ${email}?`,
      keepsAccountMail: 'Mail about your account and purchases, such as receipts, still arrives.',
      button: 'Unsubscribe',
      doneTitle: 'You are unsubscribed',
      done: (email, channel) => `${email} will no longer receive news from ${channel}.`,
      optInAgain: 'Changed your mind? Turn mailings back on in your profile.',
      home: (channel) => `Go to ${channel}`,
      invalidTitle: 'This unsubscribe link is not valid',
      invalid: 'Open the link from the latest mail you received, or turn mailings off in your profile.',
      kindTitle: (label) => `Stop ${label}`,
      kindConfirm: (email, label) => `Stop sending ${label} to ${email}?`,
      kindDone: (email, label) => `${email} will no longer receive ${label}. Other notifications are unchanged.`,
    },
  },
  fr: {
    why: (channel) => `Vous recevez ce courriel parce que vous avez accepté de recevoir les nouvelles de ${channel}.`,
    unsubscribe: 'Se désabonner',
    unsubscribeLine: (url) => `Se désabonner${NBSP}: ${url}`,
    testFooter: `Courriel d’essai${NBSP}: chaque client reçoit ici son propre lien de désabonnement.`,
    testPrefix: '[Essai]',
    page: {
      title: (channel) => `Se désabonner des nouvelles de ${channel}`,
      confirm: (email, channel) => `Ne plus envoyer les nouvelles de ${channel} à ${email}${NBSP}?`,
      keepsAccountMail: 'Les courriels sur votre compte et vos achats, comme les reçus, vous parviennent toujours.',
      button: 'Se désabonner',
      doneTitle: 'Vous êtes désabonné',
      done: (email, channel) => `${email} ne recevra plus les nouvelles de ${channel}.`,
      optInAgain: `Vous avez changé d’avis${NBSP}? Réactivez les envois dans votre profil.`,
      home: (channel) => `Aller sur ${channel}`,
      invalidTitle: 'Ce lien de désabonnement n’est pas valide',
      invalid: 'Ouvrez le lien du dernier courriel reçu, ou désactivez les envois dans votre profil.',
      kindTitle: (label) => `Ne plus recevoir les ${label}`,
      kindConfirm: (email, label) => `Ne plus envoyer les ${label} à ${email}${NBSP}?`,
      kindDone: (email, label) => `${email} ne recevra plus les ${label}. Les autres notifications ne changent pas.`,
    },
  },
};

export const languageOf = (language: string | null | undefined): MailLanguage => (language === 'fr' ? 'fr' : 'en');
