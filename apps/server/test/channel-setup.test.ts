import { CustomForm, Page } from '@ott/contracts';
import { ChannelDocument } from '@ott/contracts/admin-channel-transfer';
import { ChannelSetup } from '@ott/contracts/channel-setup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInOperator, signInOperator } from './console-helpers';
import { getApiKey } from './factories';
import { type TestApp, createTestApp, dialects } from './helper';

const NEW_CHANNEL = { currency: 'USD', time_zone: 'America/New_York' } as const;

describe.each(dialects)('a new channel complete on day one (%s)', (dialect) => {
  let t: TestApp;
  let owner: SignedInOperator;
  const viewerPage = (channelKey: string, alias: string) => t.app.inject({ method: 'GET', url: `/api/pages/${alias}`, query: { channel_key: channelKey } });
  const viewerForm = async (channelKey: string) => {
    const { api_key } = await getApiKey(t.app, channelKey);
    return t.app.inject({ method: 'GET', url: '/api/custom-forms/contact', query: { api_key } });
  };
  const setupOf = async (operator: SignedInOperator, channelKey: string) => {
    const response = await operator.inject('GET', `/api/admin/channels/${channelKey}/setup`);
    expect(response.statusCode).toBe(200);
    return ChannelSetup.parse(response.json().data);
  };
  const done = (setup: ChannelSetup) => Object.fromEntries(setup.items.map((item) => [item.id, item.done]));
  const channelId = async (key: string) => (await t.db.selectFrom('channels').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await signInOperator(t.app, { role: 'owner' });
  });
  afterAll(async () => t.close());

  it('a channel created in the console has its privacy policy, terms and contact form in its language at once', async () => {
    const fr = await owner.inject('POST', '/api/admin/channels', { ...NEW_CHANNEL, name: 'Rivière Sports', channel_key: 'riviere', hostnames: [], language: 'fr', currency: 'CAD' });
    expect(fr.statusCode).toBe(201);
    const en = await owner.inject('POST', '/api/admin/channels', { ...NEW_CHANNEL, name: 'Lakeside Live', channel_key: 'lakeside', hostnames: [], language: 'en' });
    expect(en.statusCode).toBe(201);

    const privacyFr = await viewerPage('riviere', 'privacy_policy');
    expect(privacyFr.statusCode).toBe(200);
    const privacy = Page.parse(privacyFr.json().data);
    expect(privacy).toMatchObject({ name: 'Politique de confidentialité', url: '/privacy_policy', alt_name: 'privacy_policy' });
    expect(privacy.content).toContain('Rivière Sports est exploitée par **[raison sociale et adresse postale de votre organisation]**');
    expect(privacy.content).toContain('**[courriel de contact pour la vie privée]**');
    expect(Page.parse((await viewerPage('riviere', 'terms_conditions')).json().data)).toMatchObject({ name: 'Conditions d’utilisation', alt_name: 'terms_conditions' });

    const termsEn = Page.parse((await viewerPage('lakeside', 'terms_conditions')).json().data);
    expect(termsEn.name).toBe('Terms & Conditions');
    expect(termsEn.content).toContain('These terms govern your use of Lakeside Live');
    expect(termsEn.content).toContain('**All sales are final**');
    expect(Page.parse((await viewerPage('lakeside', 'privacy_policy')).json().data).name).toBe('Privacy Policy');

    const formFr = CustomForm.parse((await viewerForm('riviere')).json().data);
    expect(formFr).toMatchObject({ alias: 'contact', title: 'Nous joindre', submit_label: 'Envoyer' });
    expect(formFr.fields.map((field) => [field.name, field.label, field.type])).toEqual([
      ['name', 'Votre nom', 'text'],
      ['email', 'Courriel', 'email'],
      ['topic', 'Sujet', 'select'],
      ['message', 'Message', 'textarea'],
    ]);
    expect(CustomForm.parse((await viewerForm('lakeside')).json().data)).toMatchObject({ title: 'Contact us', submit_label: 'Send message' });
    // The form takes answers at once.
    const { api_key } = await getApiKey(t.app, 'lakeside');
    const sent = await t.app.inject({ method: 'POST', url: '/api/custom-forms/contact', payload: { api_key, name: 'Fan', email: 'fan@example.test', message: 'When is the first game?' } });
    expect(sent.statusCode).toBe(200);
  });

  it('an import adds the legal pages and contact form its document lacks, and keeps those it has', async () => {
    const original = ChannelDocument.parse((await owner.inject('GET', '/api/admin/channels/varsity/export')).json());
    const terms = original.content.pages.find((page) => page.alt_name === 'terms_conditions')!;
    const lacking = {
      ...original,
      content: { ...original.content, pages: original.content.pages.filter((page) => page.alt_name !== 'privacy_policy'), forms: original.content.forms.filter((form) => form.alias !== 'contact') },
    };
    const imported = await owner.inject('POST', '/api/admin/channels/import', { channel_key: 'lacking', hostnames: [], name: 'Lacking Copy', document: lacking });
    expect(imported.statusCode).toBe(201);
    expect(imported.json().data.counts).toMatchObject({ pages: original.content.pages.length - 1, starter_pages: 1, forms: original.content.forms.length - 1, starter_forms: 1 });

    const privacy = Page.parse((await viewerPage('lacking', 'privacy_policy')).json().data);
    expect(privacy.name).toBe('Privacy Policy');
    expect(privacy.content).toContain('This policy explains what Lacking Copy ("we") collects');
    // The document's own terms stay as they were.
    expect(Page.parse((await viewerPage('lacking', 'terms_conditions')).json().data).content).toBe(terms.content);
    expect(CustomForm.parse((await viewerForm('lacking')).json().data).title).toBe('Contact us');
    // Only the added page waits for review; the document's pages were written by someone.
    expect((await setupOf(owner, 'lacking')).legal_pages_to_review).toEqual(['privacy_policy']);

    const whole = await owner.inject('POST', '/api/admin/channels/import', { channel_key: 'whole', hostnames: [], name: 'Whole Copy', document: original });
    expect(whole.json().data.counts).toMatchObject({ starter_pages: 0, starter_forms: 0 });
    const kept = await t.db.selectFrom('pages').select(['alt_name', 'content']).where('channel_id', '=', await channelId('whole')).orderBy('id').execute();
    expect(kept).toEqual(original.content.pages.map((page) => ({ alt_name: page.alt_name, content: page.content })));
    expect(CustomForm.parse((await viewerForm('whole')).json().data).title).toBe(original.content.forms.find((form) => form.alias === 'contact')!.title);
  });

  it("answers each checklist item from the channel's state and flips it when the state changes", async () => {
    const created = await owner.inject('POST', '/api/admin/channels', { ...NEW_CHANNEL, name: 'Setup Town', channel_key: 'setup-town', hostnames: ['setup-town.test'], language: 'en' });
    expect(created.statusCode).toBe(201);
    const id = await channelId('setup-town');
    const admin = await signInOperator(t.app, { role: 'admin', channelKey: 'setup-town' });
    const base = '/api/admin/channels/setup-town';

    const fresh = await setupOf(admin, 'setup-town');
    expect(fresh).toEqual({
      items: [
        { id: 'branding', done: false },
        { id: 'logo', done: false },
        { id: 'legal_pages', done: false },
        { id: 'contact_form', done: true },
        { id: 'analytics', done: true },
        { id: 'offer', done: false },
        { id: 'video', done: false },
        { id: 'payments', done: false },
      ],
      hostnames: ['setup-town.test'],
      payment_mode: 'sandbox',
      payment_mode_confirmed: null,
      legal_pages_to_review: ['privacy_policy', 'terms_conditions'],
      dismissed_at: null,
    });

    // Branding: colours changed from the neutral ones.
    const branding = (await admin.inject('GET', `${base}/branding`)).json().data;
    expect((await admin.inject('PUT', `${base}/branding`, { color_settings: { ...branding.color_settings, 'primary-color': '#0a5c36' } })).statusCode).toBe(200);
    expect(done(await setupOf(admin, 'setup-town')).branding).toBe(true);

    // Logo: an uploaded one, not the generated wordmark.
    await t.db.updateTable('channels').set({ logo: '/media/branding/setup-town/logo.png' }).where('id', '=', id).execute();
    t.app.invalidateChannelCaches(id);
    expect(done(await setupOf(admin, 'setup-town')).logo).toBe(true);

    // Legal pages: saving one in the console reviews it; 'Mark as reviewed' does the rest.
    const editor = await signInOperator(t.app, { role: 'editor', channelKey: 'setup-town' });
    const pages = (await editor.inject('GET', `${base}/pages`)).json().data as Array<{ id: number; alt_name: string; name: string; url: string; content: string }>;
    const terms = pages.find((page) => page.alt_name === 'terms_conditions')!;
    const saved = await editor.inject('PUT', `${base}/pages/${terms.id}`, { name: terms.name, url: terms.url, content: terms.content.replace('**[contact email]**', 'legal@setup-town.test'), published: true });
    expect(saved.statusCode).toBe(200);
    const halfway = await setupOf(admin, 'setup-town');
    expect(halfway.legal_pages_to_review).toEqual(['privacy_policy']);
    expect(done(halfway).legal_pages).toBe(false);
    const reviewed = await editor.inject('POST', `${base}/setup/legal-reviewed`);
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json().data.legal_pages_to_review).toEqual([]);
    expect(done(reviewed.json().data).legal_pages).toBe(true);
    const reviewAudit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'channel_setup.legal_reviewed').where('channel_id', '=', id).executeTakeFirstOrThrow();
    expect(reviewAudit).toMatchObject({ operator_id: editor.operatorId, entity_type: 'channel', entity_id: String(id) });
    expect(JSON.parse(reviewAudit.before_json!).legal_pages_to_review).toEqual(['privacy_policy']);
    // Unpublishing a legal page undoes it: viewers would get 'This page could not be loaded'.
    await t.db.updateTable('pages').set({ published: 0 }).where('channel_id', '=', id).where('alt_name', '=', 'privacy_policy').execute();
    expect(done(await setupOf(admin, 'setup-town')).legal_pages).toBe(false);
    await t.db.updateTable('pages').set({ published: 1 }).where('channel_id', '=', id).where('alt_name', '=', 'privacy_policy').execute();

    // Analytics: neither key nor Google tag is not set up; either one is.
    await admin.inject('PATCH', base, { analytics: { key: null, google_tag_id: null } });
    expect(done(await setupOf(admin, 'setup-town')).analytics).toBe(false);
    await admin.inject('PATCH', base, { analytics: { google_tag_id: 'G-SETUP123' } });
    expect(done(await setupOf(admin, 'setup-town')).analytics).toBe(true);

    // Contact form: gone, then back.
    await t.db.deleteFrom('custom_forms').where('channel_id', '=', id).execute();
    expect(done(await setupOf(admin, 'setup-town')).contact_form).toBe(false);
    const form = { title: 'Write to us', submit_label: 'Send', success_message: 'Thanks', fields: [{ name: 'email', label: 'Email', type: 'email', required: true }] };
    expect((await editor.inject('PUT', `${base}/contact-form`, form)).statusCode).toBe(200);
    expect(done(await setupOf(admin, 'setup-town')).contact_form).toBe(true);

    // Something to watch: a paid event is not enough, a free one is; a video on it ticks the next item.
    const at = new Date().toISOString();
    const event = (pricing_type: string) => ({ channel_id: id, name: `Opening ${pricing_type}`, description: null, event_utc_ts: at, end_utc_ts: at, time_zone: 'UTC', stream_status: null, pricing_type, away_participant_id: null, home_participant_id: null, participant_id: null, participant_group_id: null, event_category_id: null, location_id: null, division: null, group_name: null, gender: null, live_slate: null, created_at: at, updated_at: at });
    const paid = await t.db.insertInto('events').values(event('paid')).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('event_media').values({ event_id: paid.id, kind: 1, url: '/media/poster.png', created_at: at }).execute();
    expect(done(await setupOf(admin, 'setup-town'))).toMatchObject({ offer: false, video: false });
    await t.db.insertInto('events').values(event('free')).execute();
    expect(done(await setupOf(admin, 'setup-town'))).toMatchObject({ offer: true, video: false });
    await t.db.insertInto('event_media').values({ event_id: paid.id, kind: 3, url: '/media/hls/demo-1/master.m3u8', created_at: at }).execute();
    expect(done(await setupOf(admin, 'setup-town')).video).toBe(true);

    // Dismissing is refused while an item is not done.
    const early = await admin.inject('POST', `${base}/setup/dismiss`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'SETUP_NOT_DONE', message: 'The checklist can be dismissed once every item is done', message_code: 'SETUP_NOT_DONE' });

    // Payments: only the deployment's own mode can be confirmed.
    const wrong = await admin.inject('POST', `${base}/setup/payment-mode`, { mode: 'stripe_live' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ code: 'PAYMENT_MODE_CHANGED', message: 'Payments are now taken in sandbox mode: confirm that mode instead', params: { mode: 'sandbox' } });
    const confirmed = await admin.inject('POST', `${base}/setup/payment-mode`, { mode: 'sandbox' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ payment_mode: 'sandbox', payment_mode_confirmed: 'sandbox' });
    expect(confirmed.json().data.items.every((item: { done: boolean }) => item.done)).toBe(true);

    const dismissed = await admin.inject('POST', `${base}/setup/dismiss`);
    expect(dismissed.statusCode).toBe(200);
    const dismissedAt = dismissed.json().data.dismissed_at as string;
    expect(Date.parse(dismissedAt)).toBeGreaterThan(Date.parse(at) - 1);
    expect((await setupOf(editor, 'setup-town')).dismissed_at).toBe(dismissedAt);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'channel_setup.dismiss').where('channel_id', '=', id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operator_id: admin.operatorId, entity_type: 'channel', entity_id: String(id) });
    expect([JSON.parse(audit[0]!.before_json!).dismissed_at, JSON.parse(audit[0]!.after_json!).dismissed_at]).toEqual([null, dismissedAt]);
  });

  it('refuses Mark as reviewed while a legal page is missing, and counts a public pass as something to watch', async () => {
    await owner.inject('POST', '/api/admin/channels', { ...NEW_CHANNEL, name: 'Gap Sports', channel_key: 'gap-sports', hostnames: [], language: 'fr' });
    const id = await channelId('gap-sports');
    await t.db.deleteFrom('pages').where('channel_id', '=', id).where('alt_name', '=', 'terms_conditions').execute();
    const refused = await owner.inject('POST', '/api/admin/channels/gap-sports/setup/legal-reviewed');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'LEGAL_PAGES_MISSING', message: 'This channel has no terms_conditions page: create it first', params: { alias: 'terms_conditions' } });
    expect((await t.db.selectFrom('pages').select('reviewed').where('channel_id', '=', id).executeTakeFirstOrThrow()).reviewed).toBe(0);

    await t.db
      .insertInto('passes')
      .values({ channel_id: id, type: 'package', pass_type: 'regular', name: 'Season pass', price: 99, base_price: null, service_fee: 0, currency: 'CAD', image: null, period: null, offer: null, trial_period: null, is_team_pass: 0, weight: 0 })
      .execute();
    expect(done(await setupOf(owner, 'gap-sports')).offer).toBe(true);
  });

  it('is not found for a channel the operator holds no role on, and read-only below the roles that change it', async () => {
    const admin = await signInOperator(t.app, { role: 'admin', channelKey: 'varsity' });
    const elsewhere = await admin.inject('GET', '/api/admin/channels/universitaire/setup');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Channel not found' });
    expect((await admin.inject('POST', '/api/admin/channels/universitaire/setup/dismiss')).statusCode).toBe(404);

    const analyst = await signInOperator(t.app, { role: 'analyst', channelKey: 'varsity' });
    const demo = await setupOf(analyst, 'varsity');
    // The demo's own pages were written for it: nothing to review.
    expect(done(demo)).toMatchObject({ branding: true, legal_pages: true, contact_form: true, analytics: true, offer: true, video: true, payments: false });
    expect((await analyst.inject('POST', '/api/admin/channels/varsity/setup/payment-mode', { mode: 'sandbox' })).statusCode).toBe(403);
    const editor = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
    expect((await editor.inject('POST', '/api/admin/channels/varsity/setup/dismiss')).statusCode).toBe(403);
  });

  it("lets the console's pages, and only them, reach a channel's hostnames to check that they answer", async () => {
    const connectSrc = (csp: unknown) => /connect-src ([^;]*)/.exec(String(csp))?.[1]?.split(' ');
    const consolePage = await t.app.inject({ method: 'GET', url: '/admin/channels/varsity' });
    expect(connectSrc(consolePage.headers['content-security-policy'])).toEqual(expect.arrayContaining(["'self'", 'http:', 'https:']));
    const viewerPage = await t.app.inject({ method: 'GET', url: '/upcoming' });
    expect(connectSrc(viewerPage.headers['content-security-policy'])).toContain("'self'");
    expect(connectSrc(viewerPage.headers['content-security-policy'])).not.toContain('http:');
    expect(connectSrc((await t.app.inject({ method: 'GET', url: '/administration' })).headers['content-security-policy'])).not.toContain('https:');
    // The probe's answer may be used across origins (it is opaque to the console anyway); other answers stay same-origin.
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
