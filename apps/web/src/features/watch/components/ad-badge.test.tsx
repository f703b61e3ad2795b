import { act } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadScreenStrings } from '../../../lib/i18n';
import { AdBadge } from './AdBadge';

beforeAll(async () => {
  await initI18n('en');
  await loadScreenStrings();
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

/** An ad the opening page already plays: its length known, two seconds in. */
function playingAd(): HTMLVideoElement {
  const video = document.createElement('video');
  Object.defineProperty(video, 'duration', { configurable: true, value: 6 });
  Object.defineProperty(video, 'currentTime', { configurable: true, writable: true, value: 2 });
  return video;
}

describe('the ad badge', () => {
  it('shows what is left of the ad in its first paint, beside the label, not an effect later', () => {
    const host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
    // Rendered and committed, and nothing more: effects still wait for the frame.
    flushSync(() => root!.render(<AdBadge videoRef={{ current: playingAd() }} />));
    expect(host).toHaveTextContent('Ad0:04 left');
  });
});
