import type { Language, SharedClip } from '@ott/contracts';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What the card says, in the channel's language. */
const WORDS: Record<Language, { description: (event: string, seconds: number, channel: string) => string; locale: string }> = {
  en: { description: (event, seconds, channel) => `${event} — a ${seconds} s clip on ${channel}`, locale: 'en_US' },
  fr: { description: (event, seconds, channel) => `${event} — un extrait de ${seconds} s sur ${channel}`, locale: 'fr_CA' },
};

export interface ShareCard {
  clip: Pick<SharedClip, 'name' | 'duration' | 'event'>;
  channel: { name: string; language: Language };
  /** The page's own absolute URL (with `?channel=` when the page was asked for with it). */
  pageUrl: string;
  /** The poster's long-lived public URL: unfurl caches keep a card for days, longer than a signed URL lives. */
  posterUrl: string;
}

const descriptionOf = ({ clip, channel }: ShareCard) => WORDS[channel.language].description(clip.event.name, Math.round(clip.duration), channel.name);

/**
 * The OpenGraph and Twitter card tags of a shared clip's page, so a link pasted in a chat app unfurls
 * with the clip's name and its poster. No video tag: the MP4 is for `download_clip` holders only, and
 * an HLS playlist is of no use to an unfurler; the card leads to the page, which plays the clip.
 */
export function shareCardTags(card: ShareCard): string {
  const description = descriptionOf(card);
  const tags: Array<[string, string, string]> = [
    ['property', 'og:type', 'video.other'],
    ['property', 'og:site_name', card.channel.name],
    ['property', 'og:locale', WORDS[card.channel.language].locale],
    ['property', 'og:title', card.clip.name],
    ['property', 'og:description', description],
    ['property', 'og:url', card.pageUrl],
    ['property', 'og:image', card.posterUrl],
    ['property', 'og:image:alt', card.clip.name],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', card.clip.name],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', card.posterUrl],
  ];
  return tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeText(value)}">`).join('');
}

/** The page in the channel's language; with a card, also the clip's title and description and the card's tags at the top of its head. */
export function sharePageHtml(html: string, language: Language, card: ShareCard | null): string {
  let page = html.replace(/<html(\s[^>]*)?>/i, (tag) => (/\slang="[^"]*"/i.test(tag) ? tag.replace(/\slang="[^"]*"/i, ` lang="${language}"`) : tag.replace(/>$/, ` lang="${language}">`)));
  if (!card) return page;
  page = page.replace(/<title>[^<]*<\/title>/i, `<title>${escapeText(`${card.clip.name} | ${card.channel.name}`)}</title>`);
  page = page.replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/i, `<meta name="description" content="${escapeText(descriptionOf(card))}" />`);
  return page.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${shareCardTags(card)}`);
}
