import type { ColorSettings } from '@ott/contracts';
import type { MailLanguage, RenderedMail } from '../mail/account-mail';
import { escapeHtml } from '../mail/html';
import { markdownToHtml, markdownToText } from './announcement-markdown';
import { ANNOUNCEMENT_WORDING } from './announcement.texts';

export interface AnnouncementMailParams {
  channel: { name: string; colorSettings: ColorSettings };
  language: MailLanguage;
  subject: string;
  /** Markdown. */
  body: string;
  /** The recipient's unsubscribe page; null in a test mail (an operator has none). */
  unsubscribeUrl: string | null;
}

const HEX = /^#[0-9a-f]{6}$/i;
/** A channel colour for an inline style: only a plain hex value ever reaches the CSS. */
const colour = (colors: ColorSettings, name: keyof ColorSettings, fallback: string) => {
  const value = colors[name];
  return typeof value === 'string' && HEX.test(value) ? value : fallback;
};
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/** An announcement as mailed: the channel's colours, the operator's Markdown as safe HTML plus plain text, the unsubscribe footer. */
export function announcementMail({ channel, language, subject, body, unsubscribeUrl }: AnnouncementMailParams): RenderedMail {
  const words = ANNOUNCEMENT_WORDING[language];
  const name = oneLine(channel.name);
  const colors = channel.colorSettings;
  const header = { background: colour(colors, 'header-background', '#1a1a1a'), text: colour(colors, 'header-text-color', '#ffffff') };
  const content = { background: colour(colors, 'body-background', '#ffffff'), text: colour(colors, 'body-text-color', '#1a1a1a'), link: colour(colors, 'primary-color', '#1a56db') };
  const footer = { background: colour(colors, 'footer-background', '#333333'), text: colour(colors, 'footer-text-color', '#ffffff') };
  const cleanSubject = oneLine(subject);

  const footerHtml = unsubscribeUrl
    ? `${escapeHtml(words.why(name))} <a href="${escapeHtml(unsubscribeUrl)}" style="color:${footer.text};text-decoration:underline">${escapeHtml(words.unsubscribe)}</a>`
    : escapeHtml(words.testFooter);
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(cleanSubject)}</title>`,
    `<style>.announcement a{color:${content.link}}.announcement img{max-width:100%;height:auto}</style></head>`,
    `<body style="margin:0;padding:0;background:${content.background};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:${content.text}">`,
    '<div style="max-width:600px;margin:0 auto">',
    `<div style="background:${header.background};color:${header.text};padding:16px 24px;font-size:20px;font-weight:bold">${escapeHtml(name)}</div>`,
    `<div class="announcement" style="padding:24px;color:${content.text}">`,
    markdownToHtml(body),
    '</div>',
    `<div style="background:${footer.background};color:${footer.text};padding:16px 24px;font-size:13px">${footerHtml}</div>`,
    '</div></body></html>',
  ].join('\n');

  const footerText = unsubscribeUrl ? [words.why(name), words.unsubscribeLine(unsubscribeUrl)] : [words.testFooter];
  const text = [markdownToText(body), '', '—', ...footerText, ''].join('\n');
  return { subject: cleanSubject, text, html };
}
