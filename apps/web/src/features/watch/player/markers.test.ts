import { describe, expect, it } from 'vitest';
import { currentMarkerIndex, markerClock, markerOffset, sortedMarkers } from './markers';

const MARKERS = sortedMarkers([
  { name: 'Half-time', seconds: 2700 },
  { name: 'Kick-off', seconds: 0 },
  { name: 'Goal', seconds: 754.6 },
]);

describe('replay markers', () => {
  it('are taken earliest first', () => {
    expect(MARKERS.map((marker) => marker.name)).toEqual(['Kick-off', 'Goal', 'Half-time']);
  });

  it('read as the player clock does, with hours only past the hour', () => {
    expect(markerClock(0)).toBe('0:00');
    expect(markerClock(754.6)).toBe('12:34');
    expect(markerClock(3729)).toBe('1:02:09');
  });

  it('sit on the seek bar in proportion to the video, and not at all past its end or before its length is known', () => {
    expect(markerOffset(754.6, 3018)).toBeCloseTo(0.25);
    expect(markerOffset(0, 3018)).toBe(0);
    expect(markerOffset(4000, 3018)).toBeNull();
    expect(markerOffset(10, Number.NaN)).toBeNull();
    expect(markerOffset(10, Infinity)).toBeNull();
  });

  it('name the moment the video is in: the last one reached, or none before the first', () => {
    expect(currentMarkerIndex(MARKERS, 0)).toBe(0);
    expect(currentMarkerIndex(MARKERS, 754.5)).toBe(1);
    expect(currentMarkerIndex(MARKERS, 2699)).toBe(1);
    expect(currentMarkerIndex(MARKERS, 9000)).toBe(2);
    expect(currentMarkerIndex([{ name: 'Goal', seconds: 60 }], 10)).toBe(-1);
  });
});
