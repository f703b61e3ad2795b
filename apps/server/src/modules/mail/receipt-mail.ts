import { localDateTimeFormat } from '@ott/contracts/date-format';
import type { MailLanguage, RenderedMail } from './account-mail';
import { escapeHtml } from './html';

export type ReceiptKind = 'purchase' | 'renewal';

export interface ReceiptParams {
  channelName: string;
  firstName: string;
  orderId: number;
  product: string;
  /** Minor units, fee included. */
  amount: number;
  serviceFee: number;
  currency: string;
  paidAt: string;
  card: { brand: string; last4: string } | null;
  /** A subscription's paid period end, when there is one. */
  periodEnd: string | null;
}

const WORDING = {
  en: {
    subject: (kind: ReceiptKind, channel: string, order: number) => (kind === 'renewal' ? `Your ${channel} subscription renewal receipt (order #${order})` : `Your ${channel} receipt (order #${order})`),
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (kind: ReceiptKind, product: string) => (kind === 'renewal' ? `Your subscription ${product} has been renewed. Thank you!` : `Thank you for your purchase of ${product}.`),
    order: 'Order number',
    item: 'Item',
    charged: 'Amount charged',
    fee: 'including service fee',
    date: 'Date',
    card: 'Card',
    until: 'Access until',
    final: 'All sales are final.',
    colon: ': ',
  },
  fr: {
    subject: (kind: ReceiptKind, channel: string, order: number) =>
      kind === 'renewal' ? `Votre reçu de renouvellement d’abonnement ${channel} (commande no ${order})` : `Votre reçu ${channel} (commande no ${order})`,
    greeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: (kind: ReceiptKind, product: string) => (kind === 'renewal' ? `Votre abonnement ${product} a été renouvelé. Merci\u00a0!` : `Merci pour votre achat de ${product}.`),
    order: 'Numéro de commande',
    item: 'Article',
    charged: 'Montant débité',
    fee: 'frais de service compris',
    date: 'Date',
    card: 'Carte',
    until: 'Accès jusqu’au',
    final: 'Toutes les ventes sont finales.',
    // French puts a no-break space before a colon.
    colon: '\u00a0: ',
  },
} as const;

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();
const locale = (language: MailLanguage) => (language === 'fr' ? 'fr-CA' : 'en-US');
/** Spec §9: USD and CAD are both shown as $. */
const money = (amount: number, currency: string, language: MailLanguage) =>
  new Intl.NumberFormat(locale(language), { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(amount / 100);
const day = (iso: string, language: MailLanguage) => localDateTimeFormat(locale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
const brandName = (brand: string) => (brand ? brand[0]!.toUpperCase() + brand.slice(1) : brand);

/** A receipt for a paid order or a renewal, in the channel's language: plain text plus the same lines as simple HTML. */
export function receiptMail(kind: ReceiptKind, language: MailLanguage, params: ReceiptParams): RenderedMail {
  const words = WORDING[language];
  const channelName = oneLine(params.channelName);
  const product = oneLine(params.product);
  const charged = `${params.currency} ${money(params.amount, params.currency, language)}`;
  const rows: Array<[string, string]> = [
    [words.order, `#${params.orderId}`],
    [words.item, product],
    [words.charged, params.serviceFee > 0 ? `${charged} (${words.fee} ${money(params.serviceFee, params.currency, language)})` : charged],
    [words.date, day(params.paidAt, language)],
  ];
  if (params.card) rows.push([words.card, `${brandName(params.card.brand)} •••• ${params.card.last4}`]);
  if (params.periodEnd) rows.push([words.until, day(params.periodEnd, language)]);
  const greeting = words.greeting(oneLine(params.firstName));
  const intro = words.intro(kind, product);
  const signature = `— ${channelName}`;
  const subject = words.subject(kind, channelName, params.orderId);

  const text = [greeting, '', intro, '', ...rows.map(([label, value]) => `${label}${words.colon}${value}`), '', words.final, '', signature, ''].join('\n');
  const paragraph = (content: string) => `<p style="margin:0 0 16px">${escapeHtml(content)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">',
    paragraph(greeting),
    paragraph(intro),
    '<table style="border-collapse:collapse;margin:0 0 16px">',
    ...rows.map(([label, value]) => `<tr><th style="text-align:left;padding:4px 16px 4px 0;font-weight:normal;color:#555">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`),
    '</table>',
    paragraph(words.final),
    paragraph(signature),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
