import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: string, data: { fatal: boolean }) => void;

/** hls.js as the preview uses it: the test raises its errors. */
class FakeHls {
  static Events = { ERROR: 'hlsError' };
  static instances: FakeHls[] = [];
  static isSupported = () => true;
  listeners: Listener[] = [];
  source = '';
  destroyed = false;
  constructor() {
    FakeHls.instances.push(this);
  }
  on(_event: string, listener: Listener) {
    this.listeners.push(listener);
  }
  loadSource(url: string) {
    this.source = url;
  }
  attachMedia() {}
  destroy() {
    this.destroyed = true;
  }
  raise(fatal: boolean) {
    for (const listener of this.listeners) listener(FakeHls.Events.ERROR, { fatal });
  }
}

vi.mock('hls.js', () => ({ default: FakeHls }));
const { PreviewPlayer } = await import('./PreviewPlayer');

afterEach(() => {
  FakeHls.instances = [];
});

const NOT_ON_AIR = 'Nothing to play here yet: a live feed shows once it is on air.';

describe('PreviewPlayer', () => {
  it('plays the URL, and says it cannot in place of the video once hls.js gives up, not at a passing error', () => {
    render(<PreviewPlayer url="/media/s/t/1/e60/live/master.m3u8" label="Preview of Final" unavailable={NOT_ON_AIR} />);
    const [hls] = FakeHls.instances;
    expect(hls?.source).toBe('/media/s/t/1/e60/live/master.m3u8');
    expect(screen.getByLabelText('Preview of Final')).toBeInTheDocument();
    act(() => hls!.raise(false));
    expect(screen.getByLabelText('Preview of Final')).toBeInTheDocument();
    act(() => hls!.raise(true));
    expect(screen.getByRole('status')).toHaveTextContent(NOT_ON_AIR);
    expect(screen.queryByLabelText('Preview of Final')).toBeNull();
    expect(hls!.destroyed).toBe(true);
  });

  it('tries a new URL again', () => {
    const { rerender } = render(<PreviewPlayer url="/a.m3u8" label="Preview" unavailable={NOT_ON_AIR} />);
    act(() => FakeHls.instances[0]!.raise(true));
    rerender(<PreviewPlayer url="/b.m3u8" label="Preview" unavailable={NOT_ON_AIR} />);
    expect(screen.getByLabelText('Preview')).toBeInTheDocument();
    expect(FakeHls.instances.at(-1)?.source).toBe('/b.m3u8');
  });
});
