import { describe, expect, it, vi } from 'vitest';
import { holdPlayback } from './resume-hold';

/** A video as the browser runs one: play() and pause() change `paused` at once, their events come a task later. */
function browserVideo(paused = true) {
  const video = new EventTarget() as EventTarget & { paused: boolean; play(): Promise<void>; pause(): void };
  const queued: Event[] = [];
  video.paused = paused;
  video.play = async () => {
    if (!video.paused) return;
    video.paused = false;
    queued.push(new Event('play'));
  };
  video.pause = () => {
    if (video.paused) return;
    video.paused = true;
    queued.push(new Event('pause'));
  };
  const runQueuedEvents = () => queued.splice(0).forEach((event) => video.dispatchEvent(event));
  /** A play (the autoplay's, or the viewer's button) and its events. */
  const playNow = () => {
    void video.play();
    runQueuedEvents();
  };
  return { video, asVideo: video as unknown as HTMLVideoElement, runQueuedEvents, playNow };
}

describe('holding a replay while the viewer chooses where to start', () => {
  it('holds an autoplay that starts after the hold, and takes the next play as the viewer’s', () => {
    const { video, asVideo, playNow } = browserVideo();
    const viewerPlayed = vi.fn();
    holdPlayback(asVideo, viewerPlayed);

    playNow();
    expect(video.paused).toBe(true);
    expect(viewerPlayed).not.toHaveBeenCalled();

    playNow();
    expect(video.paused).toBe(false);
    expect(viewerPlayed).toHaveBeenCalledTimes(1);
  });

  it('pauses a video already playing, and the next play is the viewer’s', () => {
    const { video, asVideo, playNow } = browserVideo(false);
    const viewerPlayed = vi.fn();
    holdPlayback(asVideo, viewerPlayed);
    expect(video.paused).toBe(true);

    playNow();
    expect(viewerPlayed).toHaveBeenCalledTimes(1);
  });

  it('does not take the autoplay for the viewer when the hold begins between its play() and its play event', () => {
    const { video, asVideo, runQueuedEvents, playNow } = browserVideo();
    const viewerPlayed = vi.fn();
    void video.play();
    holdPlayback(asVideo, viewerPlayed);
    runQueuedEvents();
    expect(video.paused).toBe(true);
    expect(viewerPlayed).not.toHaveBeenCalled();

    playNow();
    expect(viewerPlayed).toHaveBeenCalledTimes(1);
  });

  it('lets the video play from the release on', () => {
    const { video, asVideo, playNow } = browserVideo();
    const viewerPlayed = vi.fn();
    const release = holdPlayback(asVideo, viewerPlayed);
    release();
    playNow();
    expect(video.paused).toBe(false);
    expect(viewerPlayed).not.toHaveBeenCalled();
  });
});
