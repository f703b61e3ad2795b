import { createTransport } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe…); nodemailer writes them as given. */
  headers?: Record<string, string>;
}

/** Where delivered mail goes; the only SMTP-specific piece. */
export interface MailTransport {
  send(mail: OutgoingMail, signal?: AbortSignal): Promise<void>;
  close(): void;
}

export const DEFAULT_MAIL_FROM = '"Streaming" <no-reply@localhost>';

/** SMTP through nodemailer; `smtpUrl` is smtp://user:pass@host:587 (STARTTLS when offered) or smtps://… (TLS from the start). */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = createTransport(smtpUrl, { from });
  return {
    async send(mail, signal) {
      await transporter.sendMail({ ...mail, signal });
    },
    close: () => transporter.close(),
  };
}
