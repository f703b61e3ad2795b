import type { MediaAsset } from '@ott/contracts/admin-media';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirm } from '../../../components/confirm';
import { toast } from '../../../components/toast';
import { isApiError, isNotFound } from '../../../lib/api';
import { useConsoleChannel } from '../../../lib/console-channel';
import { assetQuery, deleteAsset as removeAsset, previewQuery, useRefreshMedia } from '../api';
import { AssetPlayer } from '../components/AssetPlayer';
import { CaptionsPanel } from '../components/CaptionsPanel';
import { DetailsPanel } from '../components/DetailsPanel';
import { MarkersPanel } from '../components/MarkersPanel';
import { PostersPanel } from '../components/PostersPanel';
import { StateBadge } from '../components/StateBadge';
import { StatusPanel, UsagePanel } from '../components/StatusPanel';
import { usageFromErrors, usageNames } from '../usage';
import '../media.css';

/** `media/:assetId`: the preview with captions, processing, details, usage, poster, captions and markers of one video. */
export function AssetPage() {
  const { assetId } = useParams();
  const { t } = useTranslation('media');
  const channel = useConsoleChannel();
  const asset = useQuery(assetQuery(channel.key, Number(assetId)));
  if (asset.error) return <p role="alert">{isNotFound(asset.error) ? t('asset.notFound') : t('common.loadFailed')}</p>;
  if (!asset.data) return <p aria-busy="true">{t('common.loading')}</p>;
  return <AssetScreen asset={asset.data} />;
}

function AssetScreen({ asset }: { asset: MediaAsset }) {
  const { t } = useTranslation('media');
  const channel = useConsoleChannel();
  const canEdit = channel.can('editor');
  const confirm = useConfirm();
  const navigate = useNavigate();
  const refresh = useRefreshMedia(channel.key);
  const video = useRef<HTMLVideoElement>(null);
  const preview = useQuery(previewQuery(channel.key, asset.id, asset.playable));

  async function deleteAsset() {
    const names = usageNames(asset.usage, t);
    const message = (
      <>
        <p>{t('asset.deleteMessage', { name: asset.title })}</p>
        {names.length > 0 ? (
          <>
            <p>{t('asset.inUse')}</p>
            <ul className="usage-list">
              {names.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </>
        ) : null}
      </>
    );
    if (!(await confirm({ title: t('asset.deleteTitle'), message, confirmLabel: t('common.delete'), danger: true }))) return;
    try {
      await removeAsset(channel.key, asset.id);
      toast.success(t('asset.deleted', { name: asset.title }));
      await refresh();
      void navigate('..', { relative: 'path' });
    } catch (error) {
      if (!isApiError(error)) return void toast.error(t('common.failed'));
      const users = usageFromErrors(error.errors, t);
      toast.error(users.length > 0 ? `${error.message} ${users.join(' · ')}` : error.message);
    }
  }

  return (
    <div className="asset-page-wrap">
      <PageHeader
        title={asset.title}
        description={<StateBadge asset={asset} compact />}
        actions={
          canEdit ? (
            <button type="button" className="button button--danger" onClick={() => void deleteAsset()}>
              {t('asset.delete')}
            </button>
          ) : null
        }
      />
      <div className="asset-page">
        <div className="asset-page__main">
          <section className="panel" aria-labelledby="asset-preview-title">
            <h2 className="panel__title" id="asset-preview-title">
              {t('preview.title')}
            </h2>
            {preview.data?.url ? (
              <AssetPlayer url={preview.data.url} captions={asset.captions} label={t('preview.label', { name: asset.title })} videoRef={video} />
            ) : (
              <p className="muted">{asset.state === 'failed' || asset.state === 'cancelled' ? t('preview.none') : t('preview.notYet')}</p>
            )}
          </section>
          <StatusPanel channelKey={channel.key} asset={asset} canEdit={canEdit} />
          <CaptionsPanel channelKey={channel.key} asset={asset} canEdit={canEdit} />
          <MarkersPanel channelKey={channel.key} asset={asset} canEdit={canEdit} videoRef={video} />
        </div>
        <div className="asset-page__side">
          <DetailsPanel key={`${asset.title}|${asset.normalize_audio}`} channelKey={channel.key} asset={asset} canEdit={canEdit} />
          <UsagePanel asset={asset} />
          <PostersPanel channelKey={channel.key} asset={asset} canEdit={canEdit} />
        </div>
      </div>
    </div>
  );
}
