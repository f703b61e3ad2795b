import { BOOTSTRAP_KEYS, BootstrapData, ChannelSettings, ColorSettings, FaqEntry, MenuEntry, Page, PageSummary, Slide } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getApiKey } from './factories';
import { type TestApp, createTestApp, dialects } from './helper';

describe.each(dialects)('channel data on %s', (dialect) => {
  let t: TestApp;
  const get = (url: string, query: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, query });
  const bootstrap = async (channelKey: string) => {
    const response = await get('/api/channel-bootstrap-data', { channel_key: channelKey, client_interface: 'web' });
    expect(response.statusCode).toBe(200);
    return BootstrapData.parse(response.json().data);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  describe('GET /api/channel-bootstrap-data', () => {
    it('returns exactly the 13 keys, valid against the contract', async () => {
      const response = await get('/api/channel-bootstrap-data', { channel_key: 'varsity', client_interface: 'web' });
      expect(Object.keys(response.json().data).sort()).toEqual([...BOOTSTRAP_KEYS].sort());
      expect(() => BootstrapData.parse(response.json().data)).not.toThrow();
    });

    it('gives each demo channel its own language, currency, colours and content', async () => {
      const varsity = await bootstrap('varsity');
      const universitaire = await bootstrap('universitaire');
      expect(varsity.settings).toMatchObject({ channel_name: 'Varsity Sports Network', language: 'en', currency: 'USD' });
      expect(universitaire.settings).toMatchObject({ channel_name: 'Réseau Sport Universitaire', language: 'fr', currency: 'CAD' });
      expect(varsity.color_settings).toMatchObject({ 'header-background': '#0b2545', 'body-background': '#f4f6fb', 'primary-color': '#e4572e' });
      expect(universitaire.color_settings).toMatchObject({ 'header-background': '#0f3d2e', 'body-background': '#fbf7ef', 'primary-color': '#c8102e' });
      expect(universitaire.menu.map((entry) => entry.title)).toContain('Accueil');
      expect(varsity.menu.map((entry) => [entry.title, entry.url, entry.type])).toEqual([
        ['Home', '/', 'link'],
        ['Schedule', '/upcoming', 'link'],
        ['Teams', '/', 'participants'],
        ['Schools', '/', 'participant_groups'],
        ['VOD Library', '/vod_library', 'link'],
        ['Passes', '/packages', 'link'],
        ['FAQ', '/faq', 'link'],
        ['Contact', '/contacts', 'link'],
      ]);
      expect(new Set([...varsity.packages, ...varsity.subscriptions].map((pass) => pass.currency))).toEqual(new Set(['USD']));
      expect(new Set([...universitaire.packages, ...universitaire.subscriptions].map((pass) => pass.currency))).toEqual(new Set(['CAD']));
    });

    it('lists nested categories, schools with properties, passes and subscriptions', async () => {
      const data = await bootstrap('varsity');
      const basketball = data.event_categories.find((category) => category.alias === 'basketball');
      expect(basketball?.children.map((child) => child.name)).toEqual(['Division I', 'Division II']);
      expect(data.participant_groups.length).toBeGreaterThanOrEqual(5);
      expect(data.participant_group_properties.map((property) => property.name)).toEqual(expect.arrayContaining(['conference', 'city']));
      expect(data.subscriptions.some((subscription) => subscription.trial_period === 7)).toBe(true);
      expect(data.packages.some((pass) => pass.is_team_pass)).toBe(true);
      expect(data.pages.map((page) => page.alt_name)).toEqual(expect.arrayContaining(['about', 'privacy_policy', 'terms_conditions', 'championships']));
      expect(data.settings.extra_routes).toContainEqual({ path: '/tickets', title: 'Tickets', redirect: '/packages' });
      expect(data.settings.prerolls.length).toBeGreaterThan(0);
      expect(data.static_blocks.map((block) => block.position)).toContain('footer');
      const weights = data.subscriptions.map((pass) => pass.weight);
      expect(weights).toEqual([...weights].sort((a, b) => b - a));
    });

    it('accepts an api_key instead of a channel_key', async () => {
      const { api_key } = await getApiKey(t.app, 'universitaire');
      const response = await get('/api/channel-bootstrap-data', { api_key });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.settings.language).toBe('fr');
    });

    it('checks an api_key sent with the channel_key and uses it for the viewer', async () => {
      const { api_key } = await getApiKey(t.app, 'universitaire');
      const same = await get('/api/channel-bootstrap-data', { channel_key: 'universitaire', api_key });
      expect(same.statusCode).toBe(200);
      const bad = await get('/api/channel-bootstrap-data', { channel_key: 'universitaire', api_key: 'garbage' });
      expect(bad.statusCode).toBe(401);
      expect(bad.json()).toMatchObject({ code: 'INVALID_API_KEY', errors: { api_key: expect.any(Array) } });
      const other = await get('/api/channel-bootstrap-data', { channel_key: 'varsity', api_key });
      expect(other.statusCode).toBe(401);
      expect(other.json()).toMatchObject({ code: 'INVALID_CHANNEL_KEY', errors: { channel_key: expect.any(Array) } });
    });

    it.each([
      ['no channel', {}, 'Field is required'],
      ['an unknown channel', { channel_key: 'nonexistent' }, 'Field value is invalid'],
    ])('answers %s with 401 errors.channel_key', async (_name, query, reason) => {
      const response = await get('/api/channel-bootstrap-data', query);
      expect(response.statusCode).toBe(401);
      expect(response.json().errors.channel_key).toEqual([reason]);
    });

    it('answers a bad client_interface with 400 naming the field', async () => {
      const response = await get('/api/channel-bootstrap-data', { channel_key: 'varsity', client_interface: 'tv' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { client_interface: expect.any(Array) } });
    });
  });

  describe('content endpoints', () => {
    it.each([
      ['/api/settings', ChannelSettings],
      ['/api/menu', z.array(MenuEntry).min(8)],
      ['/api/slides/web', z.array(Slide).min(4)],
      ['/api/pages', z.array(PageSummary).min(4)],
      ['/api/color-settings/web', ColorSettings],
      ['/api/faq', z.array(FaqEntry).min(6)],
    ] as const)('%s answers {data} in its contract shape', async (url, schema) => {
      const response = await get(url, { channel_key: 'varsity' });
      expect(response.statusCode).toBe(200);
      expect(() => schema.parse(response.json().data)).not.toThrow();
    });

    it('filters slides by type', async () => {
      for (const type of ['main', 'category', 'participant', 'group']) {
        const response = await get('/api/slides/web', { channel_key: 'varsity', type });
        const slides = z.array(Slide).parse(response.json().data);
        expect(slides.length).toBeGreaterThan(0);
        expect(slides.every((slide) => slide.slidable_type === type && (type === 'main' ? slide.slidable_id === null : slide.slidable_id !== null))).toBe(true);
      }
      expect((await get('/api/slides/web', { channel_key: 'varsity', type: 'banner' })).statusCode).toBe(400);
    });

    it('serves a page by alias with its Markdown content, per channel', async () => {
      const about = Page.parse((await get('/api/pages/about', { channel_key: 'varsity' })).json().data);
      expect(about.content).toMatch(/^# About Varsity Sports Network/);
      const custom = Page.parse((await get('/api/pages/championnats', { channel_key: 'universitaire' })).json().data);
      expect(custom).toMatchObject({ name: 'Championnats', url: '/championnats' });
    });

    it('answers an unknown page alias with the 404 envelope', async () => {
      const response = await get('/api/pages/nonexistent', { channel_key: 'varsity' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND', message_code: 'NOT_FOUND' });
      // A page of the other channel is not visible here.
      expect((await get('/api/pages/championnats', { channel_key: 'varsity' })).statusCode).toBe(404);
    });

    it('serves French FAQ on the French channel', async () => {
      const faq = z.array(FaqEntry).parse((await get('/api/faq', { channel_key: 'universitaire' })).json().data);
      expect(faq[0]?.question).toMatch(/^De quoi ai-je besoin/);
    });
  });
});
