import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeVideo } from '../../../test/fake-video';
import { registerLiveEdge } from './live-edge';
import { useLiveControls } from './use-live-controls';

/**
 * A live player as media-chrome builds it: the player, the controller inside it (which would act on the controls'
 * requests), the controls inside that; the video in its DVR window [1000, 1180], live at 1176.
 */
function livePlayer() {
  const player = document.createElement('div');
  const controller = document.createElement('div');
  const liveButton = document.createElement('span');
  const backButton = document.createElement('span');
  controller.append(liveButton, backButton);
  player.append(controller);
  document.body.append(player);
  const fake = fakeVideo({ duration: Number.POSITIVE_INFINITY, seekable: [1000, 1180] });
  fake.video.currentTime = 1176;
  registerLiveEdge(fake.video, () => 1176);
  const controllerHandled = vi.fn();
  controller.addEventListener('mediaseektoliverequest', controllerHandled);
  controller.addEventListener('mediaseekrequest', controllerHandled);
  return { player, liveButton, backButton, controllerHandled, ...fake };
}

/** What a media-chrome control sends up to its controller. */
const request = (from: Element, type: string, detail?: number) =>
  act(() => void from.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail })));

afterEach(() => document.body.replaceChildren());

describe("a live player's DVR controls", () => {
  it('rewinds 10 s from live, shows how far behind, and the Live control jumps back to where the player plays live', () => {
    const { player, video, liveButton, backButton, controllerHandled, fire } = livePlayer();
    const { result } = renderHook(() => useLiveControls({ current: video }, { current: player }, true));
    expect(result.current).toBeNull();

    // media-seek-backward-button asks for its current time minus 10 s.
    request(backButton, 'mediaseekrequest', video.currentTime - 10);
    expect(video.currentTime).toBe(1166);
    act(() => fire('seeked'));
    expect(result.current).toBe(10);

    // Paused there, the viewer falls further behind as live moves on; playing again does not jump.
    registerLiveEdge(video, () => 1206);
    act(() => fire('timeupdate'));
    expect(result.current).toBe(40);

    request(liveButton, 'mediaseektoliverequest');
    expect(video.currentTime).toBe(1206);
    act(() => fire('seeked'));
    expect(result.current).toBeNull();
    // The controller would have sought to the very end of the playlist, where playback stalls.
    expect(controllerHandled).not.toHaveBeenCalled();
  });

  it('says the viewer is live as soon as the Live control seeks, while the live data still loads', () => {
    const { player, video, backButton, liveButton, fire } = livePlayer();
    const { result } = renderHook(() => useLiveControls({ current: video }, { current: player }, true));
    request(backButton, 'mediaseekrequest', 1146);
    act(() => fire('seeked'));
    expect(result.current).toBe(30);

    // A busy stream: the seek to live waits for its segment, so no 'seeked' (or 'timeupdate') comes yet.
    request(liveButton, 'mediaseektoliverequest');
    act(() => fire('seeking'));
    expect(result.current).toBeNull();
  });

  it('keeps seeks inside the window and short of live', () => {
    const { player, video, backButton } = livePlayer();
    renderHook(() => useLiveControls({ current: video }, { current: player }, true));
    request(backButton, 'mediaseekrequest', 1186);
    expect(video.currentTime).toBe(1176);
    request(backButton, 'mediaseekrequest', 0);
    expect(video.currentTime).toBe(1000);
  });

  it("leaves a VOD's controls, and a live's during its ad, to the controller", () => {
    const { player, video, backButton, controllerHandled } = livePlayer();
    const { result, unmount } = renderHook(() => useLiveControls({ current: video }, { current: player }, false));
    request(backButton, 'mediaseekrequest', 1100);
    expect(controllerHandled).toHaveBeenCalledTimes(1);
    expect(result.current).toBeNull();
    unmount();

    const vod = fakeVideo({ duration: 300, seekable: [0, 300] });
    renderHook(() => useLiveControls({ current: vod.video }, { current: player }, true));
    request(backButton, 'mediaseekrequest', 100);
    expect(controllerHandled).toHaveBeenCalledTimes(2);
  });
});
