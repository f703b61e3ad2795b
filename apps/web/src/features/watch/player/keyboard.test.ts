import { describe, expect, it } from 'vitest';
import { commandForKey, runCommand, targetHandlesKey } from './keyboard';
import { fakeVideo } from '../../../test/fake-video';
import { registerLiveEdge } from './live-edge';

describe('player keyboard', () => {
  it('maps the shortcuts: space and k play/pause, f fullscreen, m mute, arrows seek 10 s and change volume', () => {
    expect(commandForKey({ key: ' ' })).toEqual({ type: 'toggle-play' });
    expect(commandForKey({ key: 'k' })).toEqual({ type: 'toggle-play' });
    expect(commandForKey({ key: 'K' })).toEqual({ type: 'toggle-play' });
    expect(commandForKey({ key: 'f' })).toEqual({ type: 'toggle-fullscreen' });
    expect(commandForKey({ key: 'm' })).toEqual({ type: 'toggle-mute' });
    expect(commandForKey({ key: 'ArrowLeft' })).toEqual({ type: 'seek-by', seconds: -10 });
    expect(commandForKey({ key: 'ArrowRight' })).toEqual({ type: 'seek-by', seconds: 10 });
    expect(commandForKey({ key: 'ArrowUp' })).toEqual({ type: 'volume-by', delta: 0.1 });
    expect(commandForKey({ key: 'ArrowDown' })).toEqual({ type: 'volume-by', delta: -0.1 });
  });

  it('leaves other keys and the browser’s own shortcuts alone', () => {
    expect(commandForKey({ key: 'x' })).toBeNull();
    expect(commandForKey({ key: 'Enter' })).toBeNull();
    expect(commandForKey({ key: 'f', ctrlKey: true })).toBeNull();
    expect(commandForKey({ key: 'ArrowLeft', altKey: true })).toBeNull();
  });

  it('lets a focused control keep the keys it handles itself', () => {
    const button = document.createElement('button');
    const slider = document.createElement('media-time-range');
    slider.setAttribute('role', 'slider');
    const field = document.createElement('input');
    expect(targetHandlesKey(button, ' ')).toBe(true);
    expect(targetHandlesKey(button, 'm')).toBe(false);
    expect(targetHandlesKey(slider, 'ArrowLeft')).toBe(true);
    expect(targetHandlesKey(slider, ' ')).toBe(false);
    expect(targetHandlesKey(field, 'k')).toBe(true);
    expect(targetHandlesKey(document.body, ' ')).toBe(false);
  });

  it('leaves every key to a field: a select, a text area, an editable text, a search box; space to a checkbox', () => {
    const select = document.createElement('select');
    const area = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const searchbox = document.createElement('div');
    searchbox.setAttribute('role', 'searchbox');
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    const main = document.createElement('main');
    expect(targetHandlesKey(select, 'k')).toBe(true);
    expect(targetHandlesKey(area, 'm')).toBe(true);
    expect(targetHandlesKey(editable, 'f')).toBe(true);
    expect(targetHandlesKey(searchbox, 'k')).toBe(true);
    expect(targetHandlesKey(checkbox, ' ')).toBe(true);
    expect(targetHandlesKey(checkbox, 'k')).toBe(false);
    expect(targetHandlesKey(main, ' ')).toBe(false);
  });

  it('toggles play and mute', () => {
    const { video, play, pause } = fakeVideo();
    const target = { video, fullscreenElement: document.body };
    runCommand({ type: 'toggle-play' }, target);
    expect(play).toHaveBeenCalledTimes(1);
    runCommand({ type: 'toggle-play' }, target);
    expect(pause).toHaveBeenCalledTimes(1);
    runCommand({ type: 'toggle-mute' }, target);
    expect(video.muted).toBe(true);
  });

  it('seeks within the video, and within the live window (DVR) on live', () => {
    const vod = fakeVideo({ duration: 30 });
    vod.video.currentTime = 25;
    runCommand({ type: 'seek-by', seconds: 10 }, { video: vod.video, fullscreenElement: document.body });
    expect(vod.video.currentTime).toBe(30);
    runCommand({ type: 'seek-by', seconds: -10 }, { video: vod.video, fullscreenElement: document.body });
    expect(vod.video.currentTime).toBe(20);

    const live = fakeVideo({ duration: Number.POSITIVE_INFINITY, seekable: [1000, 1180] });
    live.video.currentTime = 1005;
    runCommand({ type: 'seek-by', seconds: -10 }, { video: live.video, fullscreenElement: document.body });
    expect(live.video.currentTime).toBe(1000);
  });

  it('on live, rewinds 10 s from where the player plays live, and never seeks past it', () => {
    const live = fakeVideo({ duration: Number.POSITIVE_INFINITY, seekable: [1000, 1180] });
    registerLiveEdge(live.video, () => 1176);
    const target = { video: live.video, fullscreenElement: document.body };
    live.video.currentTime = 1176;
    runCommand({ type: 'seek-by', seconds: -10 }, target);
    expect(live.video.currentTime).toBe(1166);
    runCommand({ type: 'seek-by', seconds: 10 }, target);
    expect(live.video.currentTime).toBe(1176);
    runCommand({ type: 'seek-by', seconds: 10 }, target);
    expect(live.video.currentTime).toBe(1176);
  });

  it('changes the volume within 0–1, unmuting on the way up', () => {
    const { video } = fakeVideo();
    const target = { video, fullscreenElement: document.body };
    video.volume = 0.95;
    video.muted = true;
    runCommand({ type: 'volume-by', delta: 0.1 }, target);
    expect(video.volume).toBe(1);
    expect(video.muted).toBe(false);
    video.volume = 0.05;
    runCommand({ type: 'volume-by', delta: -0.1 }, target);
    expect(video.volume).toBe(0);
  });
});
