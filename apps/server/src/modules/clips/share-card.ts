import type { SharedClip } from '@ott/contracts';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A URL as a chat app fetching it needs it: absolute, on the page's origin unless it names its own. */
const absolute = (url: string, origin: string) => new URL(url, origin).href;

/**
 * The OpenGraph and Twitter card tags of a shared clip's page, so a link pasted in a chat app
 * unfurls with the clip's name, a picture and its video.
 */
export function shareCardTags(clip: SharedClip, channelName: string, pageUrl: string): string {
  const origin = new URL(pageUrl).origin;
  const description = `${clip.event.name} — a ${Math.round(clip.duration)} s clip on ${channelName}`;
  const tags: Array<[string, string, string]> = [
    ['property', 'og:type', 'video.other'],
    ['property', 'og:site_name', channelName],
    ['property', 'og:title', clip.name],
    ['property', 'og:description', description],
    ['property', 'og:url', pageUrl],
    ...(clip.poster ? ([['property', 'og:image', absolute(clip.poster, origin)]] as Array<[string, string, string]>) : []),
    ['property', 'og:video', absolute(clip.mp4_url, origin)],
    ['property', 'og:video:type', 'video/mp4'],
    ['name', 'twitter:card', 'player'],
    ['name', 'twitter:title', clip.name],
    ['name', 'twitter:description', description],
    ['name', 'twitter:player', pageUrl],
    ['name', 'twitter:player:width', '1280'],
    ['name', 'twitter:player:height', '720'],
    ['name', 'twitter:player:stream', absolute(clip.mp4_url, origin)],
    ['name', 'twitter:player:stream:content_type', 'video/mp4'],
    ...(clip.poster ? ([['name', 'twitter:image', absolute(clip.poster, origin)]] as Array<[string, string, string]>) : []),
  ];
  return tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeAttribute(value)}">`).join('');
}

/** The app's page with the card's tags at the top of its head. */
export function withShareCard(html: string, tags: string): string {
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${tags}`);
}
