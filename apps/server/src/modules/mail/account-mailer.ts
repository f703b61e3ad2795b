import type { Mailer } from '../../lib/mail/mailer';
import { ACCOUNT_TOKEN_TTL_MS } from '../account-tokens/account-tokens.service';
import { type AccountMailKind, accountMail, type MailLanguage } from './account-mail';

export interface AccountMailRequest {
  kind: AccountMailKind;
  channel: { id: number; name: string };
  to: string;
  language: MailLanguage;
  firstName: string;
  /** The page link carrying the token; it expires with the token (ACCOUNT_TOKEN_TTL_MS). */
  link: string;
}

/** Writes an account mail from its template and hands it to the mailer. */
export function createAccountMailer(mailer: Pick<Mailer, 'send'>) {
  return {
    async send({ kind, channel, to, language, firstName, link }: AccountMailRequest): Promise<void> {
      const expiresInMinutes = Math.round(ACCOUNT_TOKEN_TTL_MS[kind] / 60_000);
      const mail = accountMail(kind, language, { channelName: channel.name, firstName, link, expiresInMinutes });
      await mailer.send({ channelId: channel.id, to, ...mail, links: [link] });
    },
  };
}
export type AccountMailer = ReturnType<typeof createAccountMailer>;
