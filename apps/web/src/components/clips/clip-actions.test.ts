import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../lib/api';
import { clipShareUrl, shareClip } from './clip-actions';

const PATH = '/share/5/0b9e2b8e-5d1e-4a5e-9c1e-0f3f1b2c3d4e';

describe('share links of a clip', () => {
  afterEach(() => keyStore.clearAll());

  it('name the channel the clip was made on, so that the link opens it whatever the hostname says', () => {
    expect(clipShareUrl(PATH, { current: 'universitaire' })).toBe(`${window.location.origin}${PATH}?channel=universitaire`);
    // A build fixed to one channel reads no `?channel=`: the link stays plain.
    expect(clipShareUrl(PATH, { configured: 'varsity', current: 'varsity' })).toBe(`${window.location.origin}${PATH}`);
  });

  it('copies the link with the channel the visit is on (picked earlier by ?channel=)', async () => {
    keyStore.setChannelKey('universitaire');
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await shareClip({ name: 'Le but', share_path: PATH }, ((key: string) => key) as never);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${PATH}?channel=universitaire`);
  });
});
