import { afterEach, describe, expect, it } from 'vitest';
import { applyFavicon } from './favicon';

const FAVICON = { '32': 'https://media.test/f-32.png', '180': 'https://media.test/f-180.png', '192': 'https://media.test/f-192.png', '512': 'https://media.test/f-512.png' };

describe('applyFavicon', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("replaces the app's icon with the channel's 32 px PNG and adds its Apple touch icon", () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';
    applyFavicon(FAVICON);
    const icons = document.head.querySelectorAll<HTMLLinkElement>('link[rel="icon"]');
    expect(icons).toHaveLength(1);
    expect(icons[0]!.href).toBe(FAVICON['32']);
    expect(icons[0]!.type).toBe('image/png');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')!.href).toBe(FAVICON['180']);
  });

  it("keeps the app's icon when the channel has none", () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';
    applyFavicon(null);
    applyFavicon(undefined);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')!.getAttribute('href')).toBe('/favicon.svg');
    expect(document.head.querySelector('link[rel="apple-touch-icon"]')).toBeNull();
  });
});
