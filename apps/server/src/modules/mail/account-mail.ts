import { ACCOUNT_MAIL_WORDING, type AccountMailKind, type MailLanguage } from './account-mail.texts';
import { escapeHtml } from './html';

export type { AccountMailKind, MailLanguage } from './account-mail.texts';

export interface AccountMailParams {
  channelName: string;
  firstName: string;
  /** Absolute URL carrying the token. */
  link: string;
  expiresInMinutes: number;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/** A verification, password-reset or deletion mail in the user's language: plain text plus the same content as simple HTML. */
export function accountMail(kind: AccountMailKind, language: MailLanguage, params: AccountMailParams): RenderedMail {
  const wording = ACCOUNT_MAIL_WORDING[language];
  const words = wording.kinds[kind];
  const channelName = oneLine(params.channelName);
  const greeting = wording.greeting(oneLine(params.firstName));
  const expiry = wording.expiry(wording.duration(params.expiresInMinutes));
  const intro = words.intro(channelName);
  const signature = `— ${channelName}`;

  const text = [greeting, '', intro, '', params.link, '', expiry, words.ignore, '', signature, ''].join('\n');
  const paragraph = (content: string) => `<p style="margin:0 0 16px">${escapeHtml(content)}</p>`;
  const href = escapeHtml(params.link);
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(words.subject(channelName))}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">',
    paragraph(greeting),
    paragraph(intro),
    `<p style="margin:0 0 16px"><a href="${href}" style="display:inline-block;padding:12px 20px;background:#1a56db;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(words.action)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;word-break:break-all"><a href="${href}">${href}</a></p>`,
    paragraph(expiry),
    paragraph(words.ignore),
    paragraph(signature),
    '</body></html>',
  ].join('\n');

  return { subject: words.subject(channelName), text, html };
}
