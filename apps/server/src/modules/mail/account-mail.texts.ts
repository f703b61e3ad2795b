/** The account mails there are, and the languages they are written in: what the wording below is keyed by. */
export type AccountMailKind = 'verify_email' | 'password_reset' | 'delete_account';
export type MailLanguage = 'en' | 'fr';

interface KindWording {
  subject: (channelName: string) => string;
  intro: (channelName: string) => string;
  /** The link's label in the HTML version. */
  action: string;
  ignore: string;
}

export interface Wording {
  greeting: (firstName: string) => string;
  duration: (minutes: number) => string;
  expiry: (duration: string) => string;
  kinds: Record<AccountMailKind, KindWording>;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
// French puts a no-break space before a colon.
const NBSP = '\u00a0';

export const ACCOUNT_MAIL_WORDING: Record<MailLanguage, Wording> = {
  en: {
    greeting: (firstName) => (firstName ? `Hello ${firstName},` : 'Hello,'),
    duration: (minutes) => (minutes % 60 === 0 ? plural(minutes / 60, 'hour', 'hours') : plural(minutes, 'minute', 'minutes')),
    expiry: (duration) => `The link works once and expires in ${duration}.`,
    kinds: {
      verify_email: {
        subject: (channel) => `Confirm your email address for ${channel}`,
        intro: (channel) => `Thank you for creating your ${channel} account. Please confirm your email address by opening this link:`,
        action: 'Confirm my email address',
        ignore: 'If you did not create this account, you can ignore this email.',
      },
      password_reset: {
        subject: (channel) => `Reset your ${channel} password`,
        intro: (channel) => `We received a request to reset the password of your ${channel} account. Choose a new password by opening this link:`,
        action: 'Choose a new password',
        ignore: 'If you did not ask for this, ignore this email: your password stays unchanged.',
      },
      delete_account: {
        subject: (channel) => `Confirm the deletion of your ${channel} account`,
        intro: (channel) => `We received a request to delete your ${channel} account. This removes your profile and cannot be undone. To confirm, open this link:`,
        action: 'Delete my account',
        ignore: 'If you did not ask for this, ignore this email: your account stays as it is.',
      },
    },
  },
  fr: {
    greeting: (firstName) => (firstName ? `Bonjour ${firstName},` : 'Bonjour,'),
    duration: (minutes) => (minutes % 60 === 0 ? plural(minutes / 60, 'heure', 'heures') : plural(minutes, 'minute', 'minutes')),
    expiry: (duration) => `Ce lien ne fonctionne qu’une fois et expire dans ${duration}.`,
    kinds: {
      verify_email: {
        subject: (channel) => `Confirmez votre adresse courriel pour ${channel}`,
        intro: (channel) => `Merci d’avoir créé votre compte ${channel}. Veuillez confirmer votre adresse courriel en ouvrant ce lien${NBSP}:`,
        action: 'Confirmer mon adresse courriel',
        ignore: 'Si vous n’avez pas créé ce compte, vous pouvez ignorer ce courriel.',
      },
      password_reset: {
        subject: (channel) => `Réinitialisez votre mot de passe ${channel}`,
        intro: (channel) =>
          `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${channel}. Choisissez un nouveau mot de passe en ouvrant ce lien${NBSP}:`,
        action: 'Choisir un nouveau mot de passe',
        ignore: `Si vous n’êtes pas à l’origine de cette demande, ignorez ce courriel${NBSP}: votre mot de passe reste inchangé.`,
      },
      delete_account: {
        subject: (channel) => `Confirmez la suppression de votre compte ${channel}`,
        intro: (channel) =>
          `Nous avons reçu une demande de suppression de votre compte ${channel}. Cette opération efface votre profil et est irréversible. Pour confirmer, ouvrez ce lien${NBSP}:`,
        action: 'Supprimer mon compte',
        ignore: `Si vous n’êtes pas à l’origine de cette demande, ignorez ce courriel${NBSP}: votre compte reste inchangé.`,
      },
    },
  },
};
