import { escapeHtml, isWebUrl } from './html';

export interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  links: string[];
  /** Extra headers the mail carries (List-Unsubscribe…). */
  headers: Record<string, string>;
  created_at: string;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:24px;color:#1a1a1a;max-width:960px}
article{border:1px solid #ccc;border-radius:6px;padding:12px 16px;margin:0 0 16px}
h2{font-size:1.1rem;margin:0 0 4px}.meta{color:#555;font-size:.9rem;margin:0 0 8px}
pre{white-space:pre-wrap;word-break:break-word;background:#f6f6f6;padding:8px;border-radius:4px}
li{word-break:break-all}
.headers{font-size:.85rem;color:#555;margin:0 0 8px;display:grid;grid-template-columns:max-content 1fr;gap:2px 8px}
.headers dd{margin:0;word-break:break-all}`;

function linkItem(url: string): string {
  const text = escapeHtml(url);
  return `<li>${isWebUrl(url) ? `<a href="${text}">${text}</a>` : text}</li>`;
}

function headerList(headers: Record<string, string>): string {
  const entries = Object.entries(headers);
  if (entries.length === 0) return '';
  return `<dl class="headers">${entries.map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
}

function article(mail: MailboxEntry): string {
  return [
    '<article>',
    `<h2>${escapeHtml(mail.subject)}</h2>`,
    `<p class="meta">To ${escapeHtml(mail.to)} · <time datetime="${escapeHtml(mail.created_at)}">${escapeHtml(mail.created_at)}</time></p>`,
    mail.links.length > 0 ? `<ul>${mail.links.map(linkItem).join('')}</ul>` : '',
    headerList(mail.headers),
    `<pre>${escapeHtml(mail.text)}</pre>`,
    '</article>',
  ].join('\n');
}

/** The development mailbox as one static page: no script, every value escaped. */
export function mailboxPage(mails: MailboxEntry[], filter: string | undefined): string {
  const heading = filter ? `Mail to ${escapeHtml(filter)}` : 'Mail';
  const body = mails.length > 0 ? mails.map(article).join('\n') : '<p>No mail yet.</p>';
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${heading} · development mailbox</title><style>${STYLE}</style></head>`,
    `<body><h1>${heading}</h1>`,
    '<p class="meta">Mail the server would have sent; SMTP_URL is not set. Newest first. Also as <a href="/dev/mail.json">JSON</a>.</p>',
    body,
    '</body></html>',
  ].join('\n');
}
