import { BootstrapData } from '@ott/contracts';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInOperator, signInOperator } from './console-helpers';
import { getApiKey } from './factories';
import { type TestApp, createTestApp, dialects } from './helper';

const BASE = '/api/admin/channels/varsity';

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
function multipartFile(data: Buffer, filename: string, type: string) {
  const boundary = `----content-test-${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(dialects)('console content on %s', (dialect) => {
  let t: TestApp;
  let editor: SignedInOperator;

  /** What a viewer's app reads, as it reads it (no session, channel by key). */
  const viewer = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, query: { channel_key: 'varsity' } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const bootstrap = async () => BootstrapData.parse(await viewer('/api/channel-bootstrap-data'));
  const ok = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const auditRows = (action: string) =>
    t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    editor = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
    // Viewers' caches are warm before any change, so "at once" means the change dropped them.
    await bootstrap();
  });
  afterAll(async () => t.close());

  describe('menus', () => {
    it('adds an entry last, shows it to viewers at once, and audits it', async () => {
      const created = ok(await editor.inject('POST', `${BASE}/menus`, { title: 'Tickets', url: '/packages', type: 'link' }));
      expect(created).toMatchObject({ title: 'Tickets', url: '/packages', type: 'link' });
      const menu = (await bootstrap()).menu;
      expect(menu.at(-1)).toMatchObject({ id: created.id, title: 'Tickets' });
      expect((await viewer('/api/menu')).at(-1).title).toBe('Tickets');
      const [row] = await auditRows('menu_entry.create');
      expect(row).toMatchObject({ entity_type: 'menu_entry', entity_id: String(created.id), before_json: null, operator_id: editor.operatorId });
      expect(JSON.parse(row!.after_json!)).toMatchObject({ title: 'Tickets', url: '/packages' });
    });

    it('updates and deletes an entry, with before and after in the audit log', async () => {
      const created = ok(await editor.inject('POST', `${BASE}/menus`, { title: 'Shop', url: 'https://shop.example.com', type: 'external' }));
      const updated = ok(await editor.inject('PUT', `${BASE}/menus/${created.id}`, { title: 'Store', url: 'https://store.example.com', type: 'external' }));
      expect(updated).toMatchObject({ id: created.id, title: 'Store' });
      expect((await bootstrap()).menu.find((entry) => entry.id === created.id)?.title).toBe('Store');
      const [update] = await auditRows('menu_entry.update');
      expect(JSON.parse(update!.before_json!)).toMatchObject({ title: 'Shop' });
      expect(JSON.parse(update!.after_json!)).toMatchObject({ title: 'Store' });

      ok(await editor.inject('DELETE', `${BASE}/menus/${created.id}`));
      expect((await bootstrap()).menu.some((entry) => entry.id === created.id)).toBe(false);
      const [removal] = await auditRows('menu_entry.delete');
      expect(JSON.parse(removal!.before_json!)).toMatchObject({ title: 'Store' });
      expect(removal!.after_json).toBeNull();
      expect((await editor.inject('DELETE', `${BASE}/menus/${created.id}`)).statusCode).toBe(404);
    });

    it('reorders the whole list, as viewers then see it', async () => {
      const ids = (ok(await editor.inject('GET', `${BASE}/menus`)) as Array<{ id: number }>).map((entry) => entry.id);
      const reversed = [...ids].reverse();
      const answer = ok(await editor.inject('PUT', `${BASE}/menus/order`, { ids: reversed }));
      expect(answer.map((entry: { id: number }) => entry.id)).toEqual(reversed);
      expect((await bootstrap()).menu.map((entry) => entry.id)).toEqual(reversed);
      const [row] = await auditRows('menu_entry.reorder');
      expect(JSON.parse(row!.before_json!)).toEqual(ids);
      expect(JSON.parse(row!.after_json!)).toEqual(reversed);
    });

    it('refuses an order that leaves out or repeats an entry', async () => {
      const ids = (ok(await editor.inject('GET', `${BASE}/menus`)) as Array<{ id: number }>).map((entry) => entry.id);
      for (const wrong of [ids.slice(1), [...ids, ids[0]]]) {
        const response = await editor.inject('PUT', `${BASE}/menus/order`, { ids: wrong });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: "Send every entry's id once, in the new order", code: 'VALIDATION_FAILED', message_code: 'SEND_EVERY_ENTRYS_ID_ONCE', errors: { ids: ["Send every entry's id once, in the new order"] }, error_codes: { ids: [{ code: 'SEND_EVERY_ENTRYS_ID_ONCE' }] } });
      }
    });

    it('answers a bad entry with a message per field', async () => {
      const response = await editor.inject('POST', `${BASE}/menus`, { title: '', url: 'upcoming', type: 'link' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { title: ['Field is required'], url: ['Enter a path of this site starting with /, such as /upcoming'] },
      });
    });
  });

  describe('pages', () => {
    it('publishes a Markdown page viewers open at its path at once', async () => {
      const page = ok(await editor.inject('POST', `${BASE}/pages`, { name: 'Finals Week', url: '/finals-week', content: '## Bracket\n\n**Eight** teams.', published: true }));
      expect(page).toMatchObject({ alt_name: 'finals-week', url: '/finals-week', published: true, kind: 'custom' });
      expect((await bootstrap()).pages).toContainEqual({ id: page.id, name: 'Finals Week', url: '/finals-week', alt_name: 'finals-week' });
      expect(await viewer('/api/pages/finals-week')).toMatchObject({ name: 'Finals Week', content: '## Bracket\n\n**Eight** teams.' });
      expect(JSON.parse((await auditRows('page.create'))[0]!.after_json!)).toMatchObject({ url: '/finals-week', content: '## Bracket\n\n**Eight** teams.' });
    });

    it('keeps an unpublished page from viewers until it is published', async () => {
      const page = ok(await editor.inject('POST', `${BASE}/pages`, { name: 'Draft', url: '/draft-page', content: 'Soon', published: false }));
      expect((await bootstrap()).pages.some((entry) => entry.id === page.id)).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: '/api/pages/draft-page', query: { channel_key: 'varsity' } })).statusCode).toBe(404);
      ok(await editor.inject('PUT', `${BASE}/pages/${page.id}`, { name: 'Draft', url: '/draft-page', content: 'Now', published: true }));
      expect(await viewer('/api/pages/draft-page')).toMatchObject({ content: 'Now' });
    });

    it.each([
      ['/faq', 'The path /faq is already a screen of the app; choose another path', { code: 'PATH_ALREADY_SCREEN_APP_CHOOSE', params: { url: '/faq' } }],
      ['/watch', 'The path /watch is already a screen of the app; choose another path', { code: 'PATH_ALREADY_SCREEN_APP_CHOOSE', params: { url: '/watch' } }],
      ['/api', 'The path /api is already a screen of the app; choose another path', { code: 'PATH_ALREADY_SCREEN_APP_CHOOSE', params: { url: '/api' } }],
      ['/tickets', "The path /tickets is already one of the channel's extra routes; choose another path", { code: 'PATH_ALREADY_CHANNELS_EXTRA_ROUTES', params: { url: '/tickets' } }],
      ['/championships', 'Another page of this channel already uses the path /championships', { code: 'ANOTHER_PAGE_CHANNEL_ALREADY_USES', params: { url: '/championships' } }],
      ['/Two/Segments', 'Use a path such as /championships: lower-case letters, digits, - and _', { code: 'USE_PATH_CHAMPIONSHIPS_LOWER_CASE' }],
    ])('refuses a page at %s with a clear message', async (url, message, coded) => {
      const response = await editor.inject('POST', `${BASE}/pages`, { name: 'Clash', url, content: 'x', published: true });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: 'VALIDATION_FAILED', message_code: coded.code, ...('params' in coded ? { params: coded.params } : {}), errors: { url: [message] }, error_codes: { url: [coded] } });
    });

    it("edits the legal pages at their screens' paths, and refuses moving a page onto another's path", async () => {
      const pages = ok(await editor.inject('GET', `${BASE}/pages`)) as Array<{ id: number; alt_name: string; kind: string }>;
      const privacy = pages.find((page) => page.alt_name === 'privacy_policy')!;
      expect(privacy.kind).toBe('legal');
      ok(await editor.inject('PUT', `${BASE}/pages/${privacy.id}`, { name: 'Privacy Policy', url: '/privacy_policy', content: 'We keep **little**.', published: true }));
      expect(await viewer('/api/pages/privacy_policy')).toMatchObject({ content: 'We keep **little**.' });
      const moved = await editor.inject('PUT', `${BASE}/pages/${privacy.id}`, { name: 'Privacy Policy', url: '/about', content: 'x', published: true });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().errors).toEqual({ url: ['Another page of this channel already uses the path /about'] });
    });

    it('deletes a page: viewers no longer reach it', async () => {
      const page = ok(await editor.inject('POST', `${BASE}/pages`, { name: 'Gone', url: '/gone-soon', content: 'x', published: true }));
      await viewer('/api/pages/gone-soon');
      ok(await editor.inject('DELETE', `${BASE}/pages/${page.id}`));
      expect((await t.app.inject({ method: 'GET', url: '/api/pages/gone-soon', query: { channel_key: 'varsity' } })).statusCode).toBe(404);
    });
  });

  describe('FAQ', () => {
    it('adds, reorders, edits and deletes entries as viewers see them', async () => {
      const first = ok(await editor.inject('POST', `${BASE}/faq`, { question: 'Is there a student price?', answer: 'Yes, with a school email.' }));
      expect((await viewer('/api/faq')).at(-1)).toMatchObject({ id: first.id, question: 'Is there a student price?' });
      const ids = (await bootstrap()).faq.map((entry) => entry.id);
      const moved = [first.id, ...ids.filter((id) => id !== first.id)];
      ok(await editor.inject('PUT', `${BASE}/faq/order`, { ids: moved }));
      expect((await bootstrap()).faq.map((entry) => entry.id)).toEqual(moved);
      ok(await editor.inject('PUT', `${BASE}/faq/${first.id}`, { question: 'Is there a student price?', answer: 'Yes: 50% off.' }));
      expect((await viewer('/api/faq'))[0]).toMatchObject({ answer: 'Yes: 50% off.' });
      ok(await editor.inject('DELETE', `${BASE}/faq/${first.id}`));
      expect((await viewer('/api/faq')).some((entry: { id: number }) => entry.id === first.id)).toBe(false);
      expect((await auditRows('faq_entry.reorder')).length).toBe(1);
    });

    it("cannot touch another channel's entry through this channel", async () => {
      const other = await t.db.selectFrom('faq_entries').innerJoin('channels', 'channels.id', 'faq_entries.channel_id').select('faq_entries.id').where('channels.key', '=', 'universitaire').executeTakeFirstOrThrow();
      expect((await editor.inject('PUT', `${BASE}/faq/${other.id}`, { question: 'Q', answer: 'A' })).statusCode).toBe(404);
      expect((await editor.inject('DELETE', `${BASE}/faq/${other.id}`)).statusCode).toBe(404);
    });
  });

  describe('slides', () => {
    it('uploads a picture, stored as WebP on the media host, and shows the slide to viewers', async () => {
      const png = await sharp({ create: { width: 2400, height: 800, channels: 3, background: '#e4572e' } }).png().toBuffer();
      const body = multipartFile(png, 'banner.png', 'image/png');
      const upload = await t.app.inject({ method: 'POST', url: `${BASE}/slides/images`, payload: body.payload, headers: { ...body.headers, cookie: editor.cookie, 'x-csrf-token': editor.csrf } });
      expect(upload.statusCode, upload.body).toBe(200);
      const { image } = upload.json().data as { image: string };
      expect(image).toMatch(/^\/media\/slides\/varsity\/[0-9a-f]{16}\.webp$/);
      const served = await t.app.inject({ method: 'GET', url: image });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(1920);

      const slide = ok(await editor.inject('POST', `${BASE}/slides`, { slidable_type: 'main', title: 'Championship Week', image, link: '/championships' }));
      const slides = await viewer('/api/slides/web');
      expect(slides.at(-1)).toMatchObject({ id: slide.id, title: 'Championship Week', image, link: '/championships', slidable_type: 'main' });
    });

    it('refuses a file that is not a picture, and a target the channel does not have', async () => {
      const text = multipartFile(Buffer.from('not an image'), 'a.png', 'image/png');
      const upload = await t.app.inject({ method: 'POST', url: `${BASE}/slides/images`, payload: text.payload, headers: { ...text.headers, cookie: editor.cookie, 'x-csrf-token': editor.csrf } });
      expect(upload.statusCode).toBe(400);
      expect(upload.json().errors).toEqual({ file: ['The file is not a PNG, JPEG, WebP or SVG image'] });
      const response = await editor.inject('POST', `${BASE}/slides`, { slidable_type: 'category', slidable_id: 999_999, title: 'X', image: 'https://example.com/a.webp' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ slidable_id: ['No such item in this channel'] });
    });
  });

  describe('static blocks and locations', () => {
    it('adds a footer block viewers get at once, and refuses a second block with its alias', async () => {
      const block = ok(await editor.inject('POST', `${BASE}/static-blocks`, { alias: 'footer-press', title: 'Press', content: 'press@example.test', position: 'footer' }));
      expect((await bootstrap()).static_blocks).toContainEqual({ id: block.id, alias: 'footer-press', title: 'Press', content: 'press@example.test', position: 'footer' });
      const again = await editor.inject('POST', `${BASE}/static-blocks`, { alias: 'footer-press', title: 'Press 2', content: 'x', position: 'footer' });
      expect(again.statusCode).toBe(400);
      expect(again.json().errors).toEqual({ alias: ['Another block of this channel already uses this alias'] });
    });

    it('adds, edits and deletes an event location as the public list shows it', async () => {
      const location = ok(await editor.inject('POST', `${BASE}/locations`, { name: 'Riverside Arena', city: 'Ottawa', country_code: 'ca' }));
      expect(location).toMatchObject({ country_code: 'CA' });
      expect(await viewer('/api/event-locations')).toContainEqual({ id: location.id, name: 'Riverside Arena', city: 'Ottawa', country_code: 'CA' });
      expect((await bootstrap()).event_locations).toContainEqual({ id: location.id, name: 'Riverside Arena', city: 'Ottawa', country_code: 'CA' });
      ok(await editor.inject('PUT', `${BASE}/locations/${location.id}`, { name: 'Riverside Arena', city: 'Gatineau', country_code: 'CA' }));
      expect((await bootstrap()).event_locations.find((entry) => entry.id === location.id)?.city).toBe('Gatineau');
      ok(await editor.inject('DELETE', `${BASE}/locations/${location.id}`));
      expect((await bootstrap()).event_locations.some((entry) => entry.id === location.id)).toBe(false);
    });
  });

  describe('prerolls', () => {
    const idOf = async (table: 'event_locations' | 'event_categories', channelKey = 'varsity') =>
      (await t.db.selectFrom(table).innerJoin('channels', 'channels.id', `${table}.channel_id`).select(`${table}.id as id`).where('channels.key', '=', channelKey).executeTakeFirstOrThrow()).id;

    it('targets a location and a category, and viewers get it in the channel settings at once', async () => {
      const [location_id, category] = [await idOf('event_locations'), await idOf('event_categories')];
      const body = { url: '/media/prerolls/varsity-season-promo.mp4', weight: 7, location_id, event_categories: [category, category], for_live: false, for_vod: true };
      const created = ok(await editor.inject('POST', `${BASE}/prerolls`, body));
      expect(created).toEqual({ id: created.id, url: body.url, weight: 7, location_id, event_categories: [category], for_live: false, for_vod: true });
      expect((await bootstrap()).settings.prerolls).toContainEqual(created);
      expect((await viewer('/api/settings')).prerolls).toContainEqual(created);

      const updated = ok(await editor.inject('PUT', `${BASE}/prerolls/${created.id}`, { ...body, weight: 3, location_id: null, event_categories: [] }));
      expect((await bootstrap()).settings.prerolls).toContainEqual(updated);
      const [row] = await auditRows('preroll.update');
      expect(JSON.parse(row!.before_json!)).toMatchObject({ weight: 7, location_id });
      expect(JSON.parse(row!.after_json!)).toMatchObject({ weight: 3, location_id: null });

      ok(await editor.inject('DELETE', `${BASE}/prerolls/${created.id}`));
      expect((await bootstrap()).settings.prerolls.some((preroll) => preroll.id === created.id)).toBe(false);
    });

    it("refuses another channel's location or category, a clip address it cannot play, and no audience", async () => {
      const base = { url: 'https://ads.example.com/spot.mp4', weight: 5, location_id: null, event_categories: [], for_live: true, for_vod: true };
      const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
        [{ location_id: await idOf('event_locations', 'universitaire') }, { location_id: ['No such location in this channel'] }],
        [{ event_categories: [await idOf('event_categories', 'universitaire')] }, { event_categories: ['No such sport or category in this channel'] }],
        [{ url: '/media/demo/arena/poster.jpg' }, { url: ['Use a preroll clip such as /media/prerolls/promo.mp4, or a full https:// address'] }],
        [{ for_live: false, for_vod: false }, { for_live: ['Choose live events, replays or both'] }],
      ];
      for (const [change, errors] of cases) {
        const response = await editor.inject('POST', `${BASE}/prerolls`, { ...base, ...change });
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json().errors).toEqual(errors);
      }
    });
  });

  describe('contact form', () => {
    const form = {
      title: 'Write to us',
      description: 'We answer within two days.',
      submit_label: 'Send',
      success_message: 'Thanks, we got it.',
      fields: [
        { name: 'email', label: 'Your email', type: 'email', required: true },
        { name: 'topic', label: 'Topic', type: 'select', required: true, options: [{ value: 'billing', label: 'Billing' }, { value: 'streams', label: 'Streams' }] },
        { name: 'message', label: 'Message', type: 'textarea', required: true, min_length: 10, max_length: 2000 },
      ],
    };

    it('replaces the form viewers fill in on the contact page, with the old one kept in the audit log', async () => {
      const before = ok(await editor.inject('GET', `${BASE}/contact-form`));
      const saved = ok(await editor.inject('PUT', `${BASE}/contact-form`, form));
      expect(saved).toMatchObject({ alias: 'contact', title: 'Write to us', submit_label: 'Send' });
      expect(saved.fields.map((field: { name: string }) => field.name)).toEqual(['email', 'topic', 'message']);
      const { api_key } = await getApiKey(t.app, 'varsity');
      const shown = await t.app.inject({ method: 'GET', url: '/api/custom-forms/contact', query: { api_key } });
      expect(shown.json().data).toEqual(saved);
      const [row] = await auditRows('contact_form.update');
      expect(JSON.parse(row!.before_json!)).toEqual(before);
      expect(JSON.parse(row!.after_json!)).toEqual(saved);
      // Viewers' answers are checked against the new fields.
      const answer = await t.app.inject({ method: 'POST', url: '/api/custom-forms/contact', payload: { api_key, email: 'fan@example.test', topic: 'billing', message: 'short' } });
      expect(answer.statusCode).toBe(400);
      expect(Object.keys(answer.json().errors)).toEqual(['message']);
    });

    it('names the field and the problem: a name used twice, a list without choices', async () => {
      const [email, topic] = form.fields;
      const response = await editor.inject('PUT', `${BASE}/contact-form`, { ...form, fields: [{ ...topic, options: [] }, email, { ...email, label: 'Again' }] });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ 'fields.0.options': ['A list needs at least one choice'], 'fields.2.name': ['Each field needs a name of its own'] });
    });
  });

  describe('roles', () => {
    it.each(['support', 'analyst'] as const)('lets %s read but not write', async (role) => {
      const operator = await signInOperator(t.app, { role, channelKey: 'varsity' });
      expect((await operator.inject('GET', `${BASE}/faq`)).statusCode).toBe(200);
      const writes = [
        operator.inject('POST', `${BASE}/faq`, { question: 'Q?', answer: 'A.' }),
        operator.inject('POST', `${BASE}/pages`, { name: 'P', url: '/role-page', content: 'x', published: true }),
        operator.inject('PUT', `${BASE}/menus/order`, { ids: [1] }),
        operator.inject('POST', `${BASE}/locations`, { name: 'A', city: 'B', country_code: 'US' }),
        operator.inject('POST', `${BASE}/prerolls`, { url: 'https://ads.example.com/a.mp4' }),
        operator.inject('PUT', `${BASE}/contact-form`, { title: 'T', submit_label: 'S', success_message: 'M', fields: [{ name: 'a', label: 'A', type: 'text' }] }),
      ];
      for (const response of await Promise.all(writes)) expect(response.statusCode).toBe(403);
    });

    it('answers 404 to an editor of another channel', async () => {
      const other = await signInOperator(t.app, { role: 'editor', channelKey: 'universitaire' });
      expect((await other.inject('GET', `${BASE}/menus`)).statusCode).toBe(404);
      expect((await other.inject('POST', `${BASE}/faq`, { question: 'Q?', answer: 'A.' })).statusCode).toBe(404);
    });

    it('needs the CSRF header on writes', async () => {
      const response = await t.app.inject({ method: 'POST', url: `${BASE}/faq`, headers: { cookie: editor.cookie }, payload: { question: 'Q?', answer: 'A.' } });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('CSRF_TOKEN_INVALID');
    });
  });
});
