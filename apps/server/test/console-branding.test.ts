import { AdminBranding } from '@ott/contracts/admin-branding';
import { BootstrapData, ChannelSettings } from '@ott/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOperator } from './console-helpers';
import { type TestApp, createTestApp, dialects } from './helper';
import { SAMPLE_COLORS } from '@ott/contracts/admin-branding.fixtures';

const BRANDING = '/api/admin/channels/varsity/branding';
const COLORS = SAMPLE_COLORS;

/** One file as a multipart/form-data body (field `file`), as a browser sends it. */
function multipart(filename: string, type: string, data: Buffer) {
  const boundary = '----ott-branding-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(dialects)('console branding on %s', (dialect) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signInOperator>>;

  const upload = (kind: 'logo' | 'favicon', filename: string, type: string, data: Buffer) => {
    const body = multipart(filename, type, data);
    return t.app.inject({ method: 'POST', url: `${BRANDING}/${kind}`, payload: body.payload, headers: { ...body.headers, cookie: owner.cookie, 'x-csrf-token': owner.csrf } });
  };
  const viewerSettings = async () => ChannelSettings.parse((await t.app.inject({ method: 'GET', url: '/api/settings', query: { channel_key: 'varsity' } })).json().data);
  const viewerBootstrap = async () =>
    BootstrapData.parse((await t.app.inject({ method: 'GET', url: '/api/channel-bootstrap-data', query: { channel_key: 'varsity', client_interface: 'web' } })).json().data);
  const auditRows = (action: string) => t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await signInOperator(t.app, { role: 'owner' });
  });
  afterAll(async () => t.close());

  it("reads the channel's colours with the demo's contrast warning, for any role on the channel", async () => {
    const analyst = await signInOperator(t.app, { role: 'analyst', channelKey: 'varsity' });
    const response = await analyst.inject('GET', BRANDING);
    expect(response.statusCode).toBe(200);
    const branding = AdminBranding.parse(response.json().data);
    expect(branding.color_settings['primary-color']).toBe('#e4572e');
    // The varsity demo's white on orange reads at 3.68:1 (ADR 0042).
    expect(branding.contrast_warnings).toEqual([
      expect.objectContaining({ foreground: 'primary-text-color', background: 'primary-color', ratio: 3.68, required: 4.5 }),
    ]);
    expect(branding.preview_event_id).toEqual(expect.any(Number));
  });

  it('saves colours, answers the pairs under AA, audits before and after, and viewers get them without a restart', async () => {
    // Warm the viewer caches first: the change must get through them.
    expect((await viewerBootstrap()).color_settings['header-background']).toBe('#0b2545');
    const colors = { ...COLORS, 'header-background': '#123456', 'footer-text-color': '#1a1a1a' };
    const response = await owner.inject('PUT', BRANDING, { color_settings: colors });
    expect(response.statusCode).toBe(200);
    const saved = AdminBranding.parse(response.json().data);
    expect(saved.color_settings).toEqual(colors);
    expect(saved.contrast_warnings).toEqual([expect.objectContaining({ foreground: 'footer-text-color', background: 'footer-background' })]);

    expect((await viewerBootstrap()).color_settings).toEqual(colors);
    const colorsApi = await t.app.inject({ method: 'GET', url: '/api/color-settings/web', query: { channel_key: 'varsity' } });
    expect(colorsApi.json().data['header-background']).toBe('#123456');

    const [row] = await auditRows('branding.colors.update');
    expect(row).toMatchObject({ entity_type: 'channel', operator_email: expect.any(String) });
    expect(JSON.parse(row!.before_json!).color_settings['header-background']).toBe('#0b2545');
    expect(JSON.parse(row!.after_json!).color_settings['header-background']).toBe('#123456');
  });

  it('refuses invalid colours field by field in the envelope, and changes nothing', async () => {
    const response = await owner.inject('PUT', BRANDING, { color_settings: { ...COLORS, 'header-background': 'red', 'body-text-color-transparency': 2 } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors).sort()).toEqual(['color_settings.body-text-color-transparency', 'color_settings.header-background']);
    const missing = await owner.inject('PUT', BRANDING, { color_settings: { 'header-background': '#000000' } });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toContain('color_settings.body-background');
    expect((await viewerBootstrap()).color_settings['header-background']).toBe('#123456');
  });

  it.each(['editor', 'support', 'analyst'] as const)('refuses a %s any change', async (role) => {
    const operator = await signInOperator(t.app, { role, channelKey: 'varsity' });
    expect((await operator.inject('PUT', BRANDING, { color_settings: COLORS })).statusCode).toBe(403);
    expect((await operator.inject('DELETE', `${BRANDING}/logo`)).statusCode).toBe(403);
    const admin = await signInOperator(t.app, { role: 'admin', channelKey: 'varsity' });
    expect((await admin.inject('PUT', BRANDING, { color_settings: { ...COLORS, 'header-background': '#123456', 'footer-text-color': '#1a1a1a' } })).statusCode).toBe(200);
    // Another channel's admin does not see this one at all.
    const stranger = await signInOperator(t.app, { role: 'admin', channelKey: 'universitaire' });
    expect((await stranger.inject('GET', BRANDING)).statusCode).toBe(404);
  });

  it('uploads a logo: resized to 512 px and a 2x, served by the media host, shown in the settings at once, audited', async () => {
    const png = await sharp({ create: { width: 1600, height: 400, channels: 4, background: '#e4572e' } }).png().toBuffer();
    const response = await upload('logo', 'brand.png', 'image/png', png);
    expect(response.statusCode).toBe(200);
    const branding = AdminBranding.parse(response.json().data);
    expect(branding.logo).toMatch(/^\/media\/branding\/varsity\/logo-[0-9a-f]{16}\/logo\.png$/);
    expect(branding.logo_2x).toMatch(/\/logo-2x\.png$/);

    const served = await t.app.inject({ method: 'GET', url: branding.logo! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 512, height: 128 });
    const twice = await t.app.inject({ method: 'GET', url: branding.logo_2x! });
    expect(await sharp(twice.rawPayload).metadata()).toMatchObject({ width: 1024, height: 256 });

    expect(await viewerSettings()).toMatchObject({ logo: branding.logo, logo_2x: branding.logo_2x });
    const [row] = await auditRows('branding.logo.upload');
    expect(JSON.parse(row!.after_json!).logo).toBe(branding.logo);

    // A new logo replaces the old one, whose files go.
    const other = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#123456' } }).jpeg().toBuffer();
    const replaced = AdminBranding.parse((await upload('logo', 'brand.jpg', 'image/jpeg', other)).json().data);
    expect(replaced.logo).not.toBe(branding.logo);
    expect((await t.app.inject({ method: 'GET', url: branding.logo! })).statusCode).toBe(404);

    const removed = await owner.inject('DELETE', `${BRANDING}/logo`);
    expect(AdminBranding.parse(removed.json().data)).toMatchObject({ logo: null, logo_2x: null });
    expect((await viewerSettings()).logo).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: replaced.logo! })).statusCode).toBe(404);
    expect(await auditRows('branding.logo.delete')).toHaveLength(1);
  });

  it('uploads a favicon as 32, 180, 192 and 512 px PNGs the viewer settings carry', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#e4572e"/></svg>');
    const response = await upload('favicon', 'icon.svg', 'image/svg+xml', svg);
    expect(response.statusCode).toBe(200);
    const { favicon } = AdminBranding.parse(response.json().data);
    expect(Object.keys(favicon!).sort()).toEqual(['180', '192', '32', '512']);
    for (const size of [32, 180, 192, 512] as const) {
      const icon = await t.app.inject({ method: 'GET', url: favicon![String(size) as '32'] });
      expect(await sharp(icon.rawPayload).metadata()).toMatchObject({ width: size, height: size, format: 'png' });
    }
    expect((await viewerSettings()).favicon).toEqual(favicon);
    expect(AdminBranding.parse((await owner.inject('DELETE', `${BRANDING}/favicon`)).json().data).favicon).toBeNull();
    expect((await viewerSettings()).favicon).toBeNull();
  });

  it('refuses a text file named .png with a clear message, and a file over 5 MB', async () => {
    const fake = await upload('logo', 'logo.png', 'image/png', Buffer.from('this is not a picture at all'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ code: 'UNSUPPORTED_IMAGE', message: 'The file is not a PNG, JPEG, WebP or SVG image' });

    const huge = await upload('logo', 'huge.png', 'image/png', Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE', message: 'The image is larger than 5 MB' });

    const notMultipart = await owner.inject('POST', `${BRANDING}/logo`, { file: 'x' });
    expect(notMultipart.statusCode).toBe(400);
    expect((await viewerSettings()).logo).toBeNull();
  });
});
