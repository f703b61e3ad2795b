import type { ColorSettings } from '@ott/contracts/channel';
import { describe, expect, it, vi } from 'vitest';
import { isPreviewFrame } from '../../lib/preview-frame';
import { PREVIEW_READY, listenForBrandingPreview } from './branding-preview';

const COLORS = {
  'header-background': '#112233',
  'header-text-color': '#ffffff',
  'body-background': '#ffffff',
  'body-text-color': '#111111',
  'footer-background': '#000000',
  'footer-text-color': '#eeeeee',
  'primary-color': '#0044aa',
  'primary-text-color': '#ffffff',
  'header-background-transparency': 1,
  'header-text-color-transparency': 1,
  'body-background-transparency': 1,
  'body-text-color-transparency': 1,
  'footer-background-transparency': 1,
  'footer-text-color-transparency': 1,
  'primary-color-transparency': 1,
  'primary-text-color-transparency': 1,
} satisfies ColorSettings;

/** A framed window: its own event target, a parent window that records what it is told. */
function framedWindow(origin = 'https://tv.example.test') {
  const target = new EventTarget();
  const parent = { postMessage: vi.fn() };
  const win = Object.assign(target, { location: { origin, search: '?channel=varsity&preview=1' }, parent }) as unknown as Window;
  const send = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    target.dispatchEvent(Object.assign(new Event('message'), { data, origin: from.origin ?? origin, source: from.source === undefined ? parent : from.source }));
  return { win, parent, send };
}

describe('branding preview listener', () => {
  it('tells the console it listens, then applies colour settings the console sends', () => {
    const { win, parent, send } = framedWindow();
    const apply = vi.fn();
    listenForBrandingPreview(apply, win);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: PREVIEW_READY }, 'https://tv.example.test');
    send({ type: 'ott:branding-preview', color_settings: COLORS });
    expect(apply).toHaveBeenCalledWith(COLORS);
  });

  it('ignores other origins, other windows and anything but colour settings', () => {
    const { win, send } = framedWindow();
    const apply = vi.fn();
    const stop = listenForBrandingPreview(apply, win);
    send({ type: 'ott:branding-preview', color_settings: COLORS }, { origin: 'https://evil.example.test' });
    send({ type: 'ott:branding-preview', color_settings: COLORS }, { source: null });
    send({ type: 'ott:branding-preview', color_settings: { ...COLORS, 'header-background': 'url(javascript:alert(1))' } });
    send({ type: 'something-else', color_settings: COLORS });
    send('<script>');
    expect(apply).not.toHaveBeenCalled();
    stop();
    send({ type: 'ott:branding-preview', color_settings: COLORS });
    expect(apply).not.toHaveBeenCalled();
  });

  it('runs only in a frame whose URL carries ?preview', () => {
    const parent = {};
    expect(isPreviewFrame({ parent, location: { search: '?preview=1' } } as unknown as Window)).toBe(true);
    expect(isPreviewFrame({ parent, location: { search: '?channel=varsity' } } as unknown as Window)).toBe(false);
    const top = { location: { search: '?preview=1' } } as unknown as Window & { parent: unknown };
    top.parent = top;
    expect(isPreviewFrame(top)).toBe(false);
  });
});
