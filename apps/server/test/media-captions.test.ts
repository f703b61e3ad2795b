import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAssetFor } from '../src/modules/media/demo/demo-assets';
import { type TestApp, dialects } from './helper';
import { createMediaTestApp, eventFor, fetchMedia, mediaOf, withDemoVideo } from './media-helpers';

/** The first free varsity replay whose demo video has captions. */
async function captionedReplay(t: TestApp): Promise<number> {
  const rows = await t.db
    .selectFrom('events as e')
    .innerJoin('channels as c', 'c.id', 'e.channel_id')
    .innerJoin('event_media as m', 'm.event_id', 'e.id')
    .select('e.id')
    .where('c.key', '=', 'varsity')
    .where('m.kind', '=', 3)
    .where('e.pricing_type', '=', 'free')
    .where('e.id', 'not in', t.db.selectFrom('geo_rules').select('event_id').where('event_id', 'is not', null).$castTo<number>())
    .orderBy('e.id')
    .execute();
  const row = rows.find(({ id }) => (demoAssetFor(id).captions ?? []).length > 0);
  if (!row) throw new Error('no free replay plays the captioned demo video');
  return row.id;
}

describe.each(dialects)('replay captions on %s', (dialect) => {
  let t: TestApp;
  let eventId: number;

  beforeAll(async () => {
    t = await createMediaTestApp(dialect);
    eventId = await withDemoVideo(t.app, await captionedReplay(t));
  });
  afterAll(async () => t.close());

  it('lists one WebVTT track per language beside the signed playlist, signed like it', async () => {
    const replay = mediaOf(await eventFor(t.app, eventId), 3);
    const folder = replay.url!.replace(/master\.m3u8$/, '');
    expect(replay.text_tracks).toEqual([
      { language: 'en', label: 'English', url: `${folder}captions/en.vtt` },
      { language: 'fr', label: 'Français', url: `${folder}captions/fr.vtt` },
    ]);
  });

  it('serves each track through the media host as WebVTT, in its language', async () => {
    const [english, french] = mediaOf(await eventFor(t.app, eventId), 3).text_tracks!;
    const en = await fetchMedia(t.app, english!.url);
    expect(en.status).toBe(200);
    expect(en.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(en.headers['access-control-allow-origin']).toBe('*');
    expect(en.text.startsWith('WEBVTT\n')).toBe(true);
    expect(en.text).toContain('00:00:00.000 --> 00:00:02.000 line:70%\nArena replay, second 0');
    const fr = await fetchMedia(t.app, french!.url);
    expect(fr.status).toBe(200);
    expect(fr.text).toContain('00:00:02.000 --> 00:00:04.000 line:70%\nReprise Arena, seconde 2');
  });

  it('refuses a track without a valid token, or for another event, and knows no other language', async () => {
    const { url } = mediaOf(await eventFor(t.app, eventId), 3).text_tracks![0]!;
    const token = /^\/media\/s\/([^/]+)\//.exec(url)![1]!;
    const refused = [url.replace(`/e${eventId}/`, `/e${eventId + 1}/`), url.replace(token, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`), url.replace('/vod/', '/live/')];
    for (const bad of refused) expect((await fetchMedia(t.app, bad)).status, bad).toBe(403);
    expect((await fetchMedia(t.app, url.replace('en.vtt', 'de.vtt'))).status).toBe(404);
  });

  it('gives no tracks to a replay whose video has no captions', async () => {
    const plain = (await t.db.selectFrom('event_media').select('event_id').where('kind', '=', 3).execute()).map((row) => row.event_id).find((id) => !demoAssetFor(id).captions);
    const other = await eventFor(t.app, plain!);
    expect(other.media.every((item) => item.text_tracks === undefined)).toBe(true);
  });
});
