import { publishDataFiles } from '../../lib/media-store/publish-data';
import { createHash } from 'node:crypto';
import type { ColorSettings } from '@ott/contracts';
import { type AdminBranding, type BrandingImageKind, type FaviconUrls, contrastWarnings } from '@ott/contracts/admin-branding';
import { NotFound } from '../../lib/errors';
import { parseJsonColumn } from '../../lib/json-column';
import type { MediaStore } from '../../lib/media-store/media-store';
import { FAVICON_SIZES, type Rendition, renderBrandingImage } from './branding-images';
import type { ChannelBrandingRepository } from './channel-branding.repository';
import type { StoredChannelSettings } from './channel.types';

/** Where branding images live in the media store, and under which path the media host serves them. */
export const BRANDING_PREFIX = 'branding';
export const BRANDING_URL_PREFIX = '/media/branding';

export interface ChannelBrandingDeps {
  repository: ChannelBrandingRepository;
  store: MediaStore;
  /** The media host's origin ('' when it is the page's own). */
  mediaOrigin: string;
  now?: () => Date;
}

type BrandingSettings = Pick<StoredChannelSettings, 'logo_2x' | 'favicon'>;
type Row = NonNullable<Awaited<ReturnType<ChannelBrandingRepository['findBranding']>>>;

/**
 * A channel's look as its operators edit it: colour settings (checked for contrast on every read and write),
 * the header logo and the favicons. Images are resized here and published on the media host under a folder
 * named by their content, so each version is cached for good and a replaced one is removed.
 */
export function createChannelBrandingService({ repository, store, mediaOrigin, now = () => new Date() }: ChannelBrandingDeps) {
  const urlOf = (key: string) => `${mediaOrigin}${BRANDING_URL_PREFIX}/${key.slice(BRANDING_PREFIX.length + 1)}`;
  const keyOf = (url: string | null | undefined): string | null => {
    const at = url?.indexOf(`${BRANDING_URL_PREFIX}/`) ?? -1;
    return url && at >= 0 ? `${BRANDING_PREFIX}/${url.slice(at + BRANDING_URL_PREFIX.length + 1)}` : null;
  };
  /** The folder of one published version: `branding/<channel>/<kind>-<hash>`. */
  const folderOf = (url: string | null | undefined) => {
    const key = keyOf(url);
    return key ? key.slice(0, key.lastIndexOf('/')) : null;
  };

  async function row(channelId: number): Promise<Row> {
    const found = await repository.findBranding(channelId);
    if (!found) throw new NotFound();
    return found;
  }

  function present(found: Row): Omit<AdminBranding, 'preview_event_id'> {
    const colors = parseJsonColumn<ColorSettings>(found.color_settings, {} as ColorSettings);
    const settings = parseJsonColumn<BrandingSettings>(found.settings, {});
    return {
      color_settings: colors,
      logo: found.logo,
      logo_2x: settings.logo_2x ?? null,
      favicon: settings.favicon ?? null,
      contrast_warnings: contrastWarnings(colors),
    };
  }

  /** A change's audit pair, and the answer (the branding after it). */
  async function changed(channelId: number, before: Row) {
    const [after, previewEventId] = await Promise.all([row(channelId), repository.previewEventId(channelId, now().toISOString())]);
    return { before: present(before), after: { ...present(after), preview_event_id: previewEventId } };
  }

  const settingsOf = (found: Row) => parseJsonColumn<Record<string, unknown>>(found.settings, {});

  async function publish(channelKey: string, kind: BrandingImageKind, renditions: Rendition[]): Promise<Record<string, string>> {
    const hash = createHash('sha256');
    for (const rendition of renditions) hash.update(rendition.data);
    const folder = `${BRANDING_PREFIX}/${channelKey}/${kind}-${hash.digest('hex').slice(0, 16)}`;
    await publishDataFiles(store, folder, renditions);
    return Object.fromEntries(renditions.map((rendition) => [rendition.file, urlOf(`${folder}/${rendition.file}`)]));
  }

  /** Removes a replaced version's folder, unless the new version is the same picture (same folder). */
  async function removeOld(oldUrl: string | null | undefined, newUrl: string | null | undefined): Promise<void> {
    const old = folderOf(oldUrl);
    if (old && old !== folderOf(newUrl)) await store.remove(old);
  }

  return {
    async get(channelId: number): Promise<AdminBranding> {
      const [found, previewEventId] = await Promise.all([row(channelId), repository.previewEventId(channelId, now().toISOString())]);
      return { ...present(found), preview_event_id: previewEventId };
    },

    async updateColors(channelId: number, colors: ColorSettings) {
      const before = await row(channelId);
      await repository.updateBranding(channelId, { color_settings: JSON.stringify(colors) }, now().toISOString());
      return changed(channelId, before);
    },

    async uploadImage(channelId: number, kind: BrandingImageKind, input: Buffer) {
      const before = await row(channelId);
      const renditions = await renderBrandingImage(kind, input);
      const urls = await publish(before.key, kind, renditions);
      const settings = settingsOf(before);
      if (kind === 'logo') {
        await repository.updateBranding(channelId, { logo: urls['logo.png'] ?? null, settings: JSON.stringify({ ...settings, logo_2x: urls['logo-2x.png'] }) }, now().toISOString());
        await removeOld(before.logo, urls['logo.png']);
      } else {
        const favicon = Object.fromEntries(FAVICON_SIZES.map((size) => [String(size), urls[`favicon-${size}.png`]])) as FaviconUrls;
        await repository.updateBranding(channelId, { settings: JSON.stringify({ ...settings, favicon }) }, now().toISOString());
        await removeOld((settings as BrandingSettings).favicon?.['32'], favicon['32']);
      }
      return changed(channelId, before);
    },

    async removeImage(channelId: number, kind: BrandingImageKind) {
      const before = await row(channelId);
      const settings = settingsOf(before) as BrandingSettings & Record<string, unknown>;
      if (kind === 'logo') {
        await repository.updateBranding(channelId, { logo: null, settings: JSON.stringify({ ...settings, logo_2x: null }) }, now().toISOString());
        await removeOld(before.logo, null);
      } else {
        await repository.updateBranding(channelId, { settings: JSON.stringify({ ...settings, favicon: null }) }, now().toISOString());
        await removeOld(settings.favicon?.['32'], null);
      }
      return changed(channelId, before);
    },
  };
}
export type ChannelBrandingService = ReturnType<typeof createChannelBrandingService>;
