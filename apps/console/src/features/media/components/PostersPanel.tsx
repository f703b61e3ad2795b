import type { MediaAsset } from '@ott/contracts/admin-media';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../../components/ImageUpload';
import { toast } from '../../../components/toast';
import { isApiError } from '../../../lib/api';
import { choosePoster, posterUpload, useAssetChanged } from '../api';

/** Which candidate is the poster now (the one just picked, or the one the stored poster names), if any. */
export function chosenCandidate(asset: Pick<MediaAsset, 'poster' | 'poster_candidates'>, picked: number | null): number | null {
  if (picked !== null) return picked;
  if (!asset.poster) return null;
  const index = asset.poster_candidates.indexOf(asset.poster);
  if (index >= 0) return index;
  const named = /posters\/(\d+)\.\w+$/.exec(asset.poster.split('?')[0] ?? '');
  return named ? Number(named[1]) : null;
}

/** A picture URL that changes when the asset does: the chosen poster keeps its file name, so the browser would show the old one. */
export const versioned = (url: string, version: string) => `${url}${url.includes('?') ? '&' : '?'}v=${encodeURIComponent(version)}`;

/**
 * The poster: the candidates made from the video as a group of radio buttons (arrow keys move between them), or the
 * operator's own picture.
 */
export function PostersPanel({ channelKey, asset, canEdit }: { channelKey: string; asset: MediaAsset; canEdit: boolean }) {
  const { t } = useTranslation('media');
  const changed = useAssetChanged(channelKey);
  const [picked, setPicked] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const current = chosenCandidate(asset, picked);

  async function choose(candidate: number) {
    setPicked(candidate);
    setBusy(true);
    try {
      changed(await choosePoster(channelKey, asset.id, candidate));
      toast.success(t('posters.chosen'));
    } catch (error) {
      setPicked(null);
      toast.error(isApiError(error) ? error.message : t('common.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel poster-panel" aria-labelledby="asset-posters-title">
      <h2 className="panel__title" id="asset-posters-title">
        {t('posters.title')}
      </h2>
      <p className="muted">{t('posters.intro')}</p>
      {asset.poster_candidates.length === 0 ? (
        <p className="muted">{t('posters.none')}</p>
      ) : (
        <fieldset className="poster-grid" disabled={!canEdit || busy}>
          <legend className="visually-hidden">{t('posters.choose')}</legend>
          {asset.poster_candidates.map((url, index) => (
            <label key={url} className={`poster-choice${current === index ? ' poster-choice--chosen' : ''}`}>
              <input type="radio" name={`poster-${asset.id}`} className="poster-choice__input" checked={current === index} onChange={() => void choose(index)} />
              <img src={url} alt={t('posters.candidate', { n: index + 1 })} />
            </label>
          ))}
        </fieldset>
      )}
      {canEdit ? (
        <ImageUpload<MediaAsset>
          label={t('posters.upload')}
          upload={posterUpload(channelKey, asset.id)}
          currentUrl={asset.poster ? versioned(asset.poster, asset.updated_at) : null}
          accept="image/png,image/jpeg,image/webp"
          hint={t('posters.uploadHint')}
          onUploaded={(saved) => {
            setPicked(null);
            changed(saved);
            toast.success(t('posters.uploaded'));
          }}
        />
      ) : null}
    </section>
  );
}
