import type { EventMedia } from '@ott/contracts/events';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../test/events';
import { planForEvent, planForLibraryItem } from './playback';

const art: EventMedia = { id: 1, kind: 1, kind_name: 'image', url: '/media/art/matchup.svg' };
const still: EventMedia = { id: 2, kind: 1, kind_name: 'image', url: '/media/demo/bars/poster.jpg' };
const vod = (url: string | null, reason?: EventMedia['reason']): EventMedia => ({ id: 3, kind: 3, kind_name: 'vod', url, ...(reason ? { reason } : {}) });
const live = (url: string | null, reason?: EventMedia['reason']): EventMedia => ({ id: 4, kind: 2, kind_name: 'live', url, ...(reason ? { reason } : {}) });

describe('playback plan', () => {
  it('plays a replay’s signed URL as VOD, over the video’s own poster', () => {
    const plan = planForEvent(makeEvent({ stream_status: 'vod', media: [art, still, vod('/media/s/t/1/e7/vod/bars/master.m3u8')] }));
    expect(plan).toEqual({ kind: 'stream', url: '/media/s/t/1/e7/vod/bars/master.m3u8', live: false, poster: still.url, textTracks: [], markers: [] });
  });

  it('carries a replay’s markers earliest first, and none for a live feed', () => {
    const markers = [
      { name: 'Goal', seconds: 754 },
      { name: 'Kick-off', seconds: 0 },
    ];
    const plan = planForEvent(makeEvent({ stream_status: 'vod', media: [still, { ...vod('/media/s/t/1/e7/vod/arena/master.m3u8'), markers }] }));
    expect(plan).toMatchObject({ kind: 'stream', markers: [markers[1], markers[0]] });
    expect(planForEvent(makeEvent({ stream_status: 'live', media: [{ ...live('/media/s/t/1/e7/live/bars/master.m3u8'), markers }] }))).toMatchObject({ markers: [] });
  });

  it('carries a replay’s captions, one track per language', () => {
    const tracks = [{ language: 'en', label: 'English', url: '/media/s/t/1/e7/vod/arena/captions/en.vtt' }];
    const plan = planForEvent(makeEvent({ stream_status: 'vod', media: [still, { ...vod('/media/s/t/1/e7/vod/arena/master.m3u8'), text_tracks: tracks }] }));
    expect(plan).toMatchObject({ kind: 'stream', textTracks: tracks });
  });

  it('plays a live item as live', () => {
    const plan = planForEvent(makeEvent({ stream_status: 'live', media: [art, live('/media/s/t/1/e7/live/bars/master.m3u8')] }));
    expect(plan).toMatchObject({ kind: 'stream', live: true, poster: art.url });
  });

  it('shows the gate when the only playback item is locked', () => {
    expect(planForEvent(makeEvent({ stream_status: 'vod', media: [art, vod(null, 'purchase_required')] }))).toEqual({ kind: 'locked', reason: 'purchase_required', poster: art.url });
  });

  it('gates an upcoming event the viewer could not watch, and announces one they could', () => {
    expect(planForEvent(makeEvent({ stream_status: 'upcoming', media: [live(null, 'login_required')] }))).toMatchObject({ kind: 'locked', reason: 'login_required' });
    const event = makeEvent({ stream_status: 'upcoming', media: [live('/media/s/t/1/e7/live/bars/master.m3u8')] });
    expect(planForEvent(event)).toEqual({ kind: 'upcoming', startsAt: event.event_utc_ts, poster: null });
  });

  it('says the video is being prepared when its item has no URL yet', () => {
    expect(planForEvent(makeEvent({ stream_status: 'vod', media: [vod(null, 'processing')] }))).toMatchObject({ kind: 'locked', reason: 'processing' });
  });

  it('embeds an external player (kind 4) and has nothing to play without playback media', () => {
    expect(planForEvent(makeEvent({ stream_status: 'live', media: [{ id: 9, kind: 4, kind_name: 'embedded', url: 'https://video.example/embed/1' }] }))).toMatchObject({ kind: 'embed', url: 'https://video.example/embed/1' });
    expect(planForEvent(makeEvent({ stream_status: 'vod', media: [art] }))).toEqual({ kind: 'none', poster: art.url });
  });

  it('falls back to the matchup art when there is no video poster', () => {
    expect(planForEvent(makeEvent({ stream_status: 'vod', media: [art] })).poster).toBe(art.url);
    expect(planForEvent(makeEvent({ stream_status: 'vod', media: [] })).poster).toBeNull();
  });

  it('plays a library item with a URL and gates one without', () => {
    const item = { id: 3, title: 'Highlights', description: null, date: '2026-11-01T00:00:00Z', duration: 60, vod_media_category_id: 1, event_id: null, assets: { image: '/i.jpg', preview: null } };
    expect(planForLibraryItem({ ...item, url: '/media/s/t/1/i3/vod/bars/master.m3u8' })).toEqual({ kind: 'stream', url: '/media/s/t/1/i3/vod/bars/master.m3u8', live: false, poster: '/i.jpg', textTracks: [], markers: [] });
    expect(planForLibraryItem({ ...item, url: null, reason: 'login_required' })).toMatchObject({ kind: 'locked', reason: 'login_required' });
  });
});

describe('playback plan with a live fallback slate', () => {
  const slate = '/media/s/t/1/e7/vod/lib-3/master.m3u8';

  it('loops the slate before an event starts, and keeps it as the live stream’s fallback', () => {
    expect(planForEvent(makeEvent({ stream_status: 'upcoming', event_utc_ts: '2030-01-01T18:00:00Z', media: [art, live(null)], live_slate: slate }))).toEqual({
      kind: 'upcoming',
      startsAt: '2030-01-01T18:00:00Z',
      poster: art.url,
      slate,
    });
    expect(planForEvent(makeEvent({ stream_status: 'live', media: [art, live('/media/s/t/1/e7/live/bars/master.m3u8')], live_slate: slate }))).toMatchObject({ kind: 'stream', live: true, slate });
  });

  it('plays the slate off air while a live event’s feed is still being prepared', () => {
    expect(planForEvent(makeEvent({ stream_status: 'live', media: [art, live(null, 'processing')], live_slate: slate }))).toEqual({ kind: 'offAir', slate, poster: art.url });
    // Without a slate, as before: nothing to play yet.
    expect(planForEvent(makeEvent({ stream_status: 'live', media: [art, live(null, 'processing')] }))).toEqual({ kind: 'locked', reason: 'processing', poster: art.url });
  });

  it('never puts the slate before the gate, nor on a replay', () => {
    expect(planForEvent(makeEvent({ stream_status: 'live', media: [art, live(null, 'purchase_required')], live_slate: slate }))).toEqual({ kind: 'locked', reason: 'purchase_required', poster: art.url });
    expect(planForEvent(makeEvent({ stream_status: 'vod', media: [art, vod('/media/s/t/1/e7/vod/bars/master.m3u8')], live_slate: slate }))).not.toHaveProperty('slate');
  });
});
