/**
 * An asset's captions (SubRip converted, listed in the master playlist), poster (a candidate or the operator's own
 * picture) and markers, through the console's media library API (docs/decisions/0050-media-library.md).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryKey } from '../src/modules/media-library/library-keys';
import { type SignedInOperator, signInOperator } from './console-helpers';
import { createTestApp, dialects, type TestApp } from './helper';
import { RENDITIONS, channelId, insertAsset, multipart, putFile } from './media-library-api.fixtures';

const media = '/api/admin/channels/varsity/media';
const SRT = '\uFEFF1\r\n00:00:01,000 --> 00:00:03,500\r\nKick-off\r\n\r\n2\r\n00:00:10,000 --> 00:00:12,000\r\nGoal!\r\n';
const srtFile = (data = SRT) => ({ name: 'match.srt', type: 'application/x-subrip', data: Buffer.from(data) });
const picture = (width: number, height: number, format: 'png' | 'jpeg') => sharp({ create: { width, height, channels: 3, background: '#1f6feb' } })[format]().toBuffer();

describe.each(dialects)('media library captions, posters and markers (%s)', (dialect) => {
  let t: TestApp;
  let editor: SignedInOperator;
  let channel: number;
  const upload = (id: number, file: ReturnType<typeof srtFile> | null, fields: Record<string, string>) => t.app.inject({ method: 'POST', url: `${media}/${id}/captions`, ...withSession(multipart(file, fields)) });
  const withSession = (body: ReturnType<typeof multipart>) => ({ payload: body.payload, headers: { ...body.headers, cookie: editor.cookie, 'x-csrf-token': editor.csrf } });
  const text = async (id: number, file: string) => t.app.media.store.readText(libraryKey(id, file));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    editor = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
    channel = await channelId(t, 'varsity');
  });
  afterAll(async () => t?.close());

  it('adds SubRip captions as WebVTT with their subtitle playlist, and lists them in the master playlist', async () => {
    const id = await insertAsset(t, channel, { renditions: JSON.stringify(RENDITIONS), playable: 1, duration: 95.5 });
    const response = await upload(id, srtFile(), { language: 'EN', label: 'English' });
    expect(response.statusCode, response.body).toBe(201);
    const caption = response.json().data;
    expect(caption).toMatchObject({ language: 'en', label: 'English' });
    expect(caption.url).toMatch(new RegExp(`^/media/s/[\\w-]+/\\d+/a${id}/vod/lib-${id}/captions/en\\.vtt$`));

    expect(await text(id, 'captions/en.vtt')).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:03.500\nKick-off\n\n00:00:10.000 --> 00:00:12.000\nGoal!\n');
    expect(await text(id, 'captions/en.m3u8')).toContain('#EXTINF:96.000,\nen.vtt\n#EXT-X-ENDLIST');
    const master = await text(id, 'master.m3u8');
    expect(master).toContain('#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="captions/en.m3u8"');
    expect(master).toContain('RESOLUTION=640x360,FRAME-RATE=30.000,CODECS="avc1.64001e,mp4a.40.2",SUBTITLES="subs"\n360p/index.m3u8');
    expect((await editor.inject('GET', `${media}/${id}`)).json().data.captions).toEqual([caption]);
    expect((await editor.inject('GET', `${media}/${id}`)).json().data.renditions).toEqual(RENDITIONS.map(({ name, width, height, bandwidth }) => ({ name, width, height, bandwidth })));

    const again = await upload(id, { name: 'en.vtt', type: 'text/vtt', data: Buffer.from('WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n') }, { language: 'en', label: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CAPTION_LANGUAGE_TAKEN', errors: { language: ['This video already has captions in this language'] }, error_codes: { language: [{ code: 'VIDEO_ALREADY_HAS_CAPTIONS_LANGUAGE' }] } });
  });

  it('refuses a file that is neither WebVTT nor SubRip, and a bad language', async () => {
    const id = await insertAsset(t, channel);
    const bad = await upload(id, { name: 'notes.srt', type: 'text/plain', data: Buffer.from('These are my notes about the match') }, { language: 'en', label: 'English' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'CAPTION_FORMAT', message: 'Upload a WebVTT (.vtt) or SubRip (.srt) file', message_code: 'UPLOAD_WEBVTT_VTT_SUBRIP_SRT', errors: { file: ['Upload a WebVTT (.vtt) or SubRip (.srt) file'] }, error_codes: { file: [{ code: 'UPLOAD_WEBVTT_VTT_SUBRIP_SRT' }] } });
    const noFile = await upload(id, null, { language: 'en' });
    expect(noFile.json().code).toBe('CAPTION_FORMAT');
    const language = await upload(id, srtFile(), { language: 'english' });
    expect(language.statusCode).toBe(400);
    expect(Object.keys(language.json().errors)).toEqual(['language']);
    expect((await editor.inject('GET', `${media}/${id}`)).json().data.captions).toEqual([]);
  });

  it('names captions by their language when no label is given, and leaves the master to the transcoder before renditions exist', async () => {
    const id = await insertAsset(t, channel, { state: 'processing', duration: null });
    const response = await upload(id, srtFile(), { language: 'fr' });
    expect(response.json().data).toMatchObject({ language: 'fr', label: 'French' });
    expect(await text(id, 'master.m3u8')).toBeNull();
    // Not probed yet: the subtitle playlist lasts as long as the captions.
    expect(await text(id, 'captions/fr.m3u8')).toContain('#EXTINF:12.000,');
  });

  it('moves captions to another language, relabels them, and deletes them (files and master follow)', async () => {
    const id = await insertAsset(t, channel, { renditions: JSON.stringify(RENDITIONS), playable: 1 });
    const { id: captionId } = (await upload(id, srtFile(), { language: 'en', label: 'English' })).json().data;
    await upload(id, srtFile(), { language: 'de', label: 'Deutsch' });

    expect((await editor.inject('PATCH', `${media}/${id}/captions/${captionId}`, { language: 'de' })).statusCode).toBe(409);
    const moved = await editor.inject('PATCH', `${media}/${id}/captions/${captionId}`, { language: 'fr', label: 'Français' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ id: captionId, language: 'fr', label: 'Français' });
    expect(await text(id, 'captions/en.vtt')).toBeNull();
    expect(await text(id, 'captions/en.m3u8')).toBeNull();
    expect(await text(id, 'captions/fr.vtt')).toContain('Kick-off');
    expect(await text(id, 'captions/fr.m3u8')).toContain('fr.vtt');
    expect(await text(id, 'master.m3u8')).toContain('NAME="Français",LANGUAGE="fr"');
    expect(await text(id, 'master.m3u8')).not.toContain('LANGUAGE="en"');

    for (const caption of (await editor.inject('GET', `${media}/${id}`)).json().data.captions) {
      expect((await editor.inject('DELETE', `${media}/${id}/captions/${caption.id}`)).statusCode).toBe(200);
    }
    expect(await text(id, 'captions/fr.vtt')).toBeNull();
    expect(await text(id, 'master.m3u8')).not.toContain('TYPE=SUBTITLES');
    expect(await text(id, 'master.m3u8')).not.toContain('SUBTITLES="subs"');
    const audit = await t.db.selectFrom('audit_log').select(['action', 'after_json']).where('entity_type', '=', 'media_caption').execute();
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['media_caption.create', 'media_caption.update', 'media_caption.delete']));
    expect(audit.some((row) => row.after_json?.includes('/media/s/'))).toBe(false);
  });

  it('makes a poster candidate the poster, with a 480 px thumbnail', async () => {
    const id = await insertAsset(t, channel, { poster_candidates: 2 });
    await putFile(t, id, 'posters/0.jpg', await picture(1280, 720, 'jpeg'));
    const second = await picture(960, 540, 'jpeg');
    await putFile(t, id, 'posters/1.jpg', second);
    const before = (await editor.inject('GET', `${media}/${id}`)).json().data;
    expect(before.poster).toBeNull();
    expect(before.poster_candidates).toEqual([`/media/library/lib-${id}/posters/0.jpg`, `/media/library/lib-${id}/posters/1.jpg`]);

    const response = await editor.inject('POST', `${media}/${id}/poster`, { candidate: 1 });
    expect(response.statusCode, response.body).toBe(200);
    // The asset names the chosen candidate, so the console can mark it; poster.jpg is its copy that events show.
    expect(response.json().data.poster).toMatch(new RegExp(`^/media/library/lib-${id}/posters/1\\.jpg\\?v=\\d+$`));
    expect(response.json().data.thumbnail).toMatch(new RegExp(`^/media/library/lib-${id}/thumbnail\\.jpg\\?v=\\d+$`));
    const poster = await sharp((await t.app.media.store.read(libraryKey(id, 'poster.jpg')))!).metadata();
    const thumbnail = await sharp((await t.app.media.store.read(libraryKey(id, 'thumbnail.jpg')))!).metadata();
    expect([poster.width, poster.height, thumbnail.width, thumbnail.height, thumbnail.format]).toEqual([960, 540, 480, 270, 'jpeg']);
    // Its WebP beside it, which the media host sends a browser that takes WebP in the JPEG's place.
    const webp = await sharp((await t.app.media.store.read(libraryKey(id, 'poster.webp')))!).metadata();
    expect([webp.format, webp.width, webp.height]).toEqual(['webp', 960, 540]);

    const missing = await editor.inject('POST', `${media}/${id}/poster`, { candidate: 2 });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['candidate']);
  });

  it('takes an uploaded picture as the poster: a JPEG at most 1280 px wide, and its thumbnail', async () => {
    const id = await insertAsset(t, channel);
    const body = multipart({ name: 'poster.png', type: 'image/png', data: await picture(2560, 1440, 'png') });
    const response = await t.app.inject({ method: 'POST', url: `${media}/${id}/poster-upload`, ...withSession(body) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.poster).toContain(`/media/library/lib-${id}/poster.jpg`);
    const poster = await sharp((await t.app.media.store.read(libraryKey(id, 'poster.jpg')))!).metadata();
    expect([poster.format, poster.width, poster.height]).toEqual(['jpeg', 1280, 720]);
    expect(await t.app.media.store.exists(libraryKey(id, 'thumbnail.jpg'))).toBe(true);
    const webp = await sharp((await t.app.media.store.read(libraryKey(id, 'poster.webp')))!).metadata();
    expect([webp.format, webp.width, webp.height]).toEqual(['webp', 1280, 720]);

    const notPicture = await t.app.inject({ method: 'POST', url: `${media}/${id}/poster-upload`, ...withSession(multipart({ name: 'x.png', type: 'image/png', data: Buffer.from('not an image') })) });
    expect(notPicture.statusCode).toBe(400);
  });

  it('adds, lists in time order, changes and deletes markers, within the video’s length', async () => {
    const id = await insertAsset(t, channel, { duration: 5400 });
    const add = (body: unknown) => editor.inject('POST', `${media}/${id}/markers`, body);
    const half = (await add({ name: 'Half-time', seconds: 2700 })).json().data;
    const kick = await add({ name: ' Kick-off ', seconds: 0 });
    expect(kick.statusCode, kick.body).toBe(201);
    expect(kick.json().data).toMatchObject({ name: 'Kick-off', seconds: 0 });

    const late = await add({ name: 'After the end', seconds: 5400.5 });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual({ seconds: ['Must be within the video (at most 5400 seconds)'] });
    expect((await add({ name: '', seconds: 1 })).statusCode).toBe(400);

    const goal = await editor.inject('PATCH', `${media}/${id}/markers/${half.id}`, { name: 'Goal', seconds: 3120.5 });
    expect(goal.json().data).toEqual({ id: half.id, name: 'Goal', seconds: 3120.5 });
    expect((await editor.inject('PATCH', `${media}/${id}/markers/${half.id}`, { seconds: 6000 })).statusCode).toBe(400);
    expect((await editor.inject('GET', `${media}/${id}/markers`)).json().data.map((marker: { name: string }) => marker.name)).toEqual(['Kick-off', 'Goal']);
    expect((await editor.inject('GET', `${media}/${id}`)).json().data.markers).toHaveLength(2);

    expect((await editor.inject('DELETE', `${media}/${id}/markers/${half.id}`)).statusCode).toBe(200);
    expect((await editor.inject('DELETE', `${media}/${id}/markers/${half.id}`)).statusCode).toBe(404);
    expect((await editor.inject('GET', `${media}/${id}/markers`)).json().data).toHaveLength(1);
  });
});
