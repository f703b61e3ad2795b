import { describe, expect, it } from 'vitest';
import { fakeVideo } from '../../../test/fake-video';
import { behindLabel, exposeLiveEdgeStart, forgetLiveEdge, liveEdgeOf, registerLiveEdge, secondsBehindLive, seekToLive, withinLiveWindow } from './live-edge';

/** A live in its DVR window [1000, 1180], its engine playing live at 1176. */
function live(currentTime: number, engineEdge: number | null = 1176) {
  const fake = fakeVideo({ duration: Number.POSITIVE_INFINITY, seekable: [1000, 1180] });
  fake.video.currentTime = currentTime;
  if (engineEdge !== null) registerLiveEdge(fake.video, () => engineEdge);
  return fake.video;
}

describe('the live edge of a player', () => {
  it("is where the engine plays live, else the end of the seekable range (the browser's own HLS); none on a VOD", () => {
    expect(liveEdgeOf(live(1100))).toBe(1176);
    expect(liveEdgeOf(live(1100, null))).toBe(1180);
    const notKnownYet = fakeVideo({ duration: Number.POSITIVE_INFINITY, seekable: [1000, 1180] }).video;
    registerLiveEdge(notKnownYet, () => null);
    expect(liveEdgeOf(notKnownYet)).toBe(1180);
    const video = live(1100);
    forgetLiveEdge(video);
    expect(liveEdgeOf(video)).toBe(1180);
    expect(liveEdgeOf(fakeVideo({ duration: 300, seekable: [0, 300] }).video)).toBeNull();
  });

  it('counts whole seconds behind live past a 3 s tolerance', () => {
    expect(secondsBehindLive(live(1176))).toBeNull();
    expect(secondsBehindLive(live(1173))).toBeNull();
    expect(secondsBehindLive(live(1166))).toBe(10);
    expect(secondsBehindLive(live(1105.6))).toBe(70);
    expect(secondsBehindLive(fakeVideo({ duration: 300 }).video)).toBeNull();
  });

  it('jumps to live, and keeps seeks inside the DVR window and short of the live edge', () => {
    const video = live(1100);
    seekToLive(video);
    expect(video.currentTime).toBe(1176);
    expect(withinLiveWindow(video, 1166)).toBe(1166);
    expect(withinLiveWindow(video, 1186)).toBe(1176);
    expect(withinLiveWindow(video, 990)).toBe(1000);
  });

  it('shows the time behind as -m:ss, with hours past one', () => {
    expect(behindLabel(10)).toBe('-0:10');
    expect(behindLabel(70)).toBe('-1:10');
    expect(behindLabel(3725)).toBe('-1:02:05');
  });

  it("tells media-chrome's Live control where live starts, and takes it back", () => {
    const video = live(1100);
    const hide = exposeLiveEdgeStart(video);
    expect((video as HTMLVideoElement & { liveEdgeStart: number }).liveEdgeStart).toBe(1173);
    hide();
    expect('liveEdgeStart' in video).toBe(false);
  });
});
