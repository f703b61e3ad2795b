import { describe, expect, it, vi } from 'vitest';
import { fakeVideo } from '../../../test/fake-video';
import type { PrerollAd } from '../api/preroll';
import { playClip, playPrerollFirst, type ClipOutcome } from './preroll-sequence';

const ad: PrerollAd = { id: 4, url: '/media/prerolls/promo.mp4' };

function steps(found: PrerollAd | null | Error, outcome: ClipOutcome = 'ended') {
  const log: string[] = [];
  return {
    log,
    find: vi.fn(async () => {
      log.push('find');
      if (found instanceof Error) throw found;
      return found;
    }),
    play: vi.fn(async (played: PrerollAd) => {
      log.push(`play ${played.id}`);
      return outcome;
    }),
    report: vi.fn(async (played: PrerollAd) => {
      log.push(`report ${played.id}`);
    }),
  };
}

describe('preroll sequence', () => {
  it('plays the preroll, then reports it as played', async () => {
    const sequence = steps(ad);
    await expect(playPrerollFirst(sequence)).resolves.toEqual(ad);
    expect(sequence.log).toEqual(['find', 'play 4', 'report 4']);
  });

  it('goes straight to the content when there is no preroll (none applies, or played within the hour)', async () => {
    const sequence = steps(null);
    await expect(playPrerollFirst(sequence)).resolves.toBeNull();
    expect(sequence.log).toEqual(['find']);
  });

  it('never keeps the viewer from the content when the lookup fails', async () => {
    const sequence = steps(new Error('503'));
    await expect(playPrerollFirst(sequence)).resolves.toBeNull();
    expect(sequence.play).not.toHaveBeenCalled();
  });

  it('does not report a preroll that failed to play', async () => {
    const sequence = steps(ad, 'failed');
    await playPrerollFirst(sequence);
    expect(sequence.report).not.toHaveBeenCalled();
  });

  it('does not wait for the report before the content starts', async () => {
    const sequence = steps(ad);
    sequence.report.mockImplementation(() => new Promise(() => undefined));
    await expect(playPrerollFirst(sequence)).resolves.toEqual(ad);
  });
});

describe('playing a clip', () => {
  it('loads the MP4, starts it and resolves when it ends', async () => {
    const { video, play, fire } = fakeVideo();
    const done = playClip(video, ad.url, new AbortController().signal);
    expect(video.getAttribute('src')).toBe(ad.url);
    expect(play).toHaveBeenCalled();
    fire('ended');
    await expect(done).resolves.toBe('ended');
  });

  it('resolves as failed on a media error or when the player goes away', async () => {
    const broken = fakeVideo();
    const failing = playClip(broken.video, ad.url, new AbortController().signal);
    broken.fire('error');
    await expect(failing).resolves.toBe('failed');

    const leaving = new AbortController();
    const left = playClip(fakeVideo().video, ad.url, leaving.signal);
    leaving.abort();
    await expect(left).resolves.toBe('failed');
  });

  it('goes on with the ad the page already plays in the adopted video, without loading it again', async () => {
    const { video, fire } = fakeVideo({ paused: false });
    video.src = ad.url;
    const setSrc = vi.spyOn(video, 'src', 'set');
    const done = playClip(video, ad.url, new AbortController().signal);
    expect(setSrc).not.toHaveBeenCalled();
    fire('ended');
    await expect(done).resolves.toBe('ended');
  });

  it('counts an adopted ad that already ended as played', async () => {
    const { video } = fakeVideo({ ended: true });
    video.src = ad.url;
    await expect(playClip(video, ad.url, new AbortController().signal)).resolves.toBe('ended');
  });
});
