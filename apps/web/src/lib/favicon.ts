import type { ChannelSettings } from '@ott/contracts/channel';

/**
 * A channel with its own favicon (uploaded in the console) replaces the app's: the 32 px PNG in the tab, the 180 px one
 * as the Apple touch icon. Without one, index.html's icon stays.
 */
export function applyFavicon(favicon: ChannelSettings['favicon'], doc: Document = document): void {
  if (!favicon) return;
  const link = (rel: string) => {
    let element = doc.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
    if (!element) {
      element = doc.createElement('link');
      element.rel = rel;
      doc.head.appendChild(element);
    }
    return element;
  };
  const icon = link('icon');
  icon.type = 'image/png';
  icon.setAttribute('sizes', '32x32');
  icon.href = favicon['32'];
  link('apple-touch-icon').href = favicon['180'];
}
