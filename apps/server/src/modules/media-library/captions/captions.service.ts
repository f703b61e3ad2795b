import { CaptionLanguage, MEDIA_ERRORS, type MediaCaption, type MediaCaptionPatch } from '@ott/contracts/admin-media';
import { AppError, NotFound, ValidationError } from '../../../lib/errors';
import type { Channel } from '../../channel/channel.types';
import { LIBRARY_FILES } from '../library-keys';
import { captionsPlaylist } from '../library-master';
import type { LibraryFiles } from '../library-files';
import { type AssetRow, type CaptionRow, type LibrarySigner, toCaption } from '../library.mappers';
import type { LibraryRepository } from '../library.repository';
import { toWebVtt } from './caption-format';
import type { CaptionsRepository } from './captions.repository';

export class CaptionFormat extends AppError {
  constructor() {
    super(400, MEDIA_ERRORS.captionFormat.code, MEDIA_ERRORS.captionFormat.message, { file: [MEDIA_ERRORS.captionFormat.message] });
  }
}

class CaptionLanguageTaken extends AppError {
  constructor() {
    super(409, MEDIA_ERRORS.captionLanguageTaken.code, MEDIA_ERRORS.captionLanguageTaken.message, { language: [MEDIA_ERRORS.captionLanguageTaken.message] });
  }
}

export interface CaptionUpload {
  file: Buffer | null;
  language: string | undefined;
  label: string | undefined;
}

/** "English" for en: the label when the operator gives none. */
const languageName = (language: string): string => new Intl.DisplayNames(['en'], { type: 'language' }).of(language) ?? language;

export interface CaptionsServiceDeps {
  assets: LibraryRepository;
  captions: CaptionsRepository;
  files: LibraryFiles;
  playback: LibrarySigner;
  /** The catalog snapshot and the channel's caches, after any change viewers see. */
  changed: (channelId: number) => Promise<void>;
  now?: () => Date;
}

/**
 * An asset's captions: WebVTT files (SubRip converted) at `captions/<lang>.vtt`, each wrapped in a subtitle
 * playlist, and listed in the master playlist once the asset has renditions.
 */
export function createCaptionsService({ assets, captions, files, playback, changed, now = () => new Date() }: CaptionsServiceDeps) {
  async function assetOf(channel: Channel, assetId: number): Promise<AssetRow> {
    const asset = await assets.find(channel.id, assetId);
    if (!asset) throw new NotFound();
    return asset;
  }
  async function captionOf(assetId: number, captionId: number): Promise<CaptionRow> {
    const caption = await captions.find(assetId, captionId);
    if (!caption) throw new NotFound();
    return caption;
  }
  /** The subtitle playlist's length: the video's, or the captions' own while the video is not probed yet. */
  const playlistSeconds = (asset: AssetRow, endSeconds: number) => (asset.duration ? Number(asset.duration) : endSeconds);

  async function publish(asset: AssetRow, language: string, vtt: { text: string; endSeconds: number }) {
    await files.publish(asset.id, LIBRARY_FILES.captions(language), vtt.text);
    await files.publish(asset.id, LIBRARY_FILES.captionsPlaylist(language), captionsPlaylist(language, playlistSeconds(asset, vtt.endSeconds)));
  }
  async function unpublish(assetId: number, language: string) {
    await files.remove(assetId, LIBRARY_FILES.captions(language));
    await files.remove(assetId, LIBRARY_FILES.captionsPlaylist(language));
  }
  async function afterChange(channel: Channel, asset: AssetRow) {
    await files.rewriteMaster(asset, await captions.list(asset.id));
    await changed(channel.id);
  }
  const taken = async (assetId: number, language: string, except?: number) => {
    const existing = await captions.findLanguage(assetId, language);
    return existing !== undefined && existing.id !== except;
  };

  return {
    async add(channel: Channel, assetId: number, upload: CaptionUpload): Promise<MediaCaption> {
      const asset = await assetOf(channel, assetId);
      const language = CaptionLanguage.safeParse(upload.language ?? '');
      if (!language.success) throw new ValidationError({ language: [language.error.issues[0]?.message ?? MEDIA_ERRORS.captionFormat.message] });
      const label = (upload.label ?? '').trim().slice(0, 60) || languageName(language.data);
      const vtt = upload.file ? toWebVtt(upload.file) : null;
      if (!vtt) throw new CaptionFormat();
      if (await taken(asset.id, language.data)) throw new CaptionLanguageTaken();
      const id = await captions.insert({ asset_id: asset.id, language: language.data, label, at: now().toISOString() });
      if (id === 'language-taken') throw new CaptionLanguageTaken();
      try {
        await publish(asset, language.data, vtt);
      } catch (error) {
        await captions.delete(id);
        throw error;
      }
      await afterChange(channel, asset);
      return toCaption(playback, await captionOf(asset.id, id));
    },

    /** A new language moves the files: `captions/<old>.*` become `captions/<new>.*`. */
    async update(channel: Channel, assetId: number, captionId: number, patch: MediaCaptionPatch) {
      const asset = await assetOf(channel, assetId);
      const before = await captionOf(asset.id, captionId);
      const language = patch.language ?? before.language;
      const moving = language !== before.language;
      if (moving && (await taken(asset.id, language, before.id))) throw new CaptionLanguageTaken();
      if (moving) {
        const text = await files.read(asset.id, LIBRARY_FILES.captions(before.language));
        const vtt = text ? toWebVtt(text) : null;
        if (vtt) await publish(asset, language, vtt);
      }
      const values = { ...(moving ? { language } : {}), ...(patch.label ? { label: patch.label } : {}), updated_at: now().toISOString() };
      if ((await captions.update(before.id, values)) === 'language-taken') throw new CaptionLanguageTaken();
      if (moving) await unpublish(asset.id, before.language);
      await afterChange(channel, asset);
      return { before: toCaption(playback, before), after: toCaption(playback, await captionOf(asset.id, before.id)) };
    },

    async remove(channel: Channel, assetId: number, captionId: number): Promise<MediaCaption> {
      const asset = await assetOf(channel, assetId);
      const before = await captionOf(asset.id, captionId);
      await captions.delete(before.id);
      await afterChange(channel, asset);
      await unpublish(asset.id, before.language);
      return toCaption(playback, before);
    },
  };
}
export type CaptionsService = ReturnType<typeof createCaptionsService>;
