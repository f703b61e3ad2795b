import { describe, expect, it, vi } from 'vitest';
import { createAppEventBus, type PlayerEvent } from './app-events';

const event = (name: PlayerEvent['name']): PlayerEvent => ({
  type: 'player',
  name,
  view_id: 'view-1',
  stream: { id: 7, scope: 'event', type: 'vod' },
  position: 0,
  at: 1,
});

describe('app event bus', () => {
  it('delivers each published event to every subscriber, in order', () => {
    const bus = createAppEventBus();
    const first = vi.fn();
    const second = vi.fn();
    bus.subscribe(first);
    bus.subscribe(second);
    bus.publish(event('play'));
    bus.publish(event('pause'));
    expect(first.mock.calls.map(([e]) => e.name)).toEqual(['play', 'pause']);
    expect(second.mock.calls.map(([e]) => e.name)).toEqual(['play', 'pause']);
  });

  it('stops delivering once a subscriber unsubscribes', () => {
    const bus = createAppEventBus();
    const listener = vi.fn();
    const unsubscribe = bus.subscribe(listener);
    bus.publish(event('play'));
    unsubscribe();
    bus.publish(event('pause'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps delivering to the others when one subscriber throws', () => {
    const bus = createAppEventBus();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    bus.subscribe(() => {
      throw new Error('analytics is down');
    });
    bus.subscribe(after);
    expect(() => bus.publish(event('ready'))).not.toThrow();
    expect(after).toHaveBeenCalledWith(expect.objectContaining({ name: 'ready' }));
    expect(error).toHaveBeenCalled();
  });
});
