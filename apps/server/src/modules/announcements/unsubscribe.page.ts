import type { ColorSettings } from '@ott/contracts';
import type { MailLanguage } from '../mail/account-mail';
import { escapeHtml } from '../mail/html';
import { ANNOUNCEMENT_WORDING } from './announcement.texts';

export type UnsubscribePageState = { kind: 'confirm'; email: string; action: string } | { kind: 'done'; email: string } | { kind: 'invalid' };

export interface UnsubscribePageParams {
  language: MailLanguage;
  channel: { name: string; colorSettings: ColorSettings } | null;
  state: UnsubscribePageState;
  /** Another kind of mail than the channel's news (a notification kind): what it is, in `language`. */
  label?: string;
}

const HEX = /^#[0-9a-f]{6}$/i;
const pick = (colors: ColorSettings | undefined, name: keyof ColorSettings, fallback: string) => {
  const value = colors?.[name];
  return typeof value === 'string' && HEX.test(value) ? value : fallback;
};

/**
 * The unsubscribe page in the channel's language and colours: a confirm button (a GET never unsubscribes, since mail
 * scanners open links), the result, or the invalid-link message. One static page, no script, every value escaped.
 */
export function unsubscribePage({ language, channel, state, label }: UnsubscribePageParams): string {
  const news = ANNOUNCEMENT_WORDING[language].page;
  const words = label ? { ...news, title: () => news.kindTitle(label), confirm: (email: string) => news.kindConfirm(email, label), done: (email: string) => news.kindDone(email, label) } : news;
  const colors = channel?.colorSettings;
  const name = channel?.name ?? '';
  const c = {
    headerBg: pick(colors, 'header-background', '#1a1a1a'),
    headerText: pick(colors, 'header-text-color', '#ffffff'),
    bodyBg: pick(colors, 'body-background', '#f6f6f6'),
    bodyText: pick(colors, 'body-text-color', '#1a1a1a'),
    primary: pick(colors, 'primary-color', '#1a56db'),
    primaryText: pick(colors, 'primary-text-color', '#ffffff'),
  };
  const title = state.kind === 'confirm' ? words.title(name) : state.kind === 'done' ? words.doneTitle : words.invalidTitle;
  const main =
    state.kind === 'confirm'
      ? [
          `<p>${escapeHtml(words.confirm(state.email, name))}</p>`,
          label ? '' : `<p class="muted">${escapeHtml(words.keepsAccountMail)}</p>`,
          `<form method="post" action="${escapeHtml(state.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(words.button)}</button></form>`,
        ]
      : state.kind === 'done'
        ? [`<p role="status">${escapeHtml(words.done(state.email, name))}</p>`, `<p class="muted">${escapeHtml(words.optInAgain)}</p>`, name ? `<p><a href="/">${escapeHtml(words.home(name))}</a></p>` : '']
        : [`<p>${escapeHtml(words.invalid)}</p>`];
  const style = `body{margin:0;font-family:system-ui,Arial,sans-serif;background:${c.bodyBg};color:${c.bodyText};line-height:1.5}
header{background:${c.headerBg};color:${c.headerText};padding:16px 24px;font-weight:bold;font-size:1.2rem}
main{max-width:560px;margin:0 auto;padding:24px}h1{font-size:1.4rem;margin:0 0 16px}.muted{opacity:.8;font-size:.95rem}
a{color:${c.primary}}button{background:${c.primary};color:${c.primaryText};border:0;border-radius:6px;padding:12px 20px;font-size:1rem;cursor:pointer;min-height:44px}
button:focus-visible,a:focus-visible{outline:3px solid ${c.primary};outline-offset:2px}`;
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">`,
    `<title>${escapeHtml(title)}${name ? ` · ${escapeHtml(name)}` : ''}</title><style>${style}</style></head>`,
    `<body>${name ? `<header>${escapeHtml(name)}</header>` : ''}<main><h1>${escapeHtml(title)}</h1>`,
    ...main,
    '</main></body></html>',
  ].join('\n');
}
