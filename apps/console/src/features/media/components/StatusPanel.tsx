import type { MediaAsset } from '@ott/contracts/admin-media';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirm } from '../../../components/confirm';
import { toast } from '../../../components/toast';
import { isApiError } from '../../../lib/api';
import { isActive, runAsset, useAssetChanged } from '../api';
import { usageCount } from '../usage';
import { StateBadge } from './StateBadge';

/** Where processing stands, with Process again after a failure or a cancel, and Stop while it runs. */
export function StatusPanel({ channelKey, asset, canEdit }: { channelKey: string; asset: MediaAsset; canEdit: boolean }) {
  const { t } = useTranslation('media');
  const confirm = useConfirm();
  const changed = useAssetChanged(channelKey);
  const [busy, setBusy] = useState(false);

  async function run(action: 'retry' | 'cancel') {
    if (action === 'cancel' && !(await confirm({ title: t('asset.cancelTitle'), message: t('asset.cancelMessage', { name: asset.title }), confirmLabel: t('asset.cancel'), danger: true }))) return;
    setBusy(true);
    try {
      changed(await runAsset(channelKey, asset.id, action));
      toast.success(t(action === 'retry' ? 'asset.retried' : 'asset.cancelled'));
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('common.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel" aria-labelledby="asset-status-title">
      <h2 className="panel__title" id="asset-status-title">
        {t('asset.processing')}
      </h2>
      <div aria-live="polite">
        <StateBadge asset={asset} />
        {asset.playable && asset.state !== 'ready' ? <p className="muted">{t('state.playable')}</p> : null}
      </div>
      {canEdit ? (
        <div className="media-actions">
          {asset.state === 'failed' || asset.state === 'cancelled' ? (
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void run('retry')}>
              {t('asset.retry')}
            </button>
          ) : null}
          {isActive(asset) ? (
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => void run('cancel')}>
              {t('asset.cancel')}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** The events, VOD items and prerolls using the video, linking to their pages. */
export function UsagePanel({ asset }: { asset: MediaAsset }) {
  const { t } = useTranslation('media');
  const { usage } = asset;
  return (
    <section className="panel" aria-labelledby="asset-usage-title">
      <h2 className="panel__title" id="asset-usage-title">
        {t('asset.usage')}
      </h2>
      {usageCount(usage) === 0 ? (
        <p className="muted">{t('asset.unused')}</p>
      ) : (
        <ul className="usage-links">
          {usage.events.map((event) => (
            <li key={`e${event.id}`}>
              {t('asset.usageEvent')}: <Link to={`../../catalogue/events/${event.id}`} relative="path">{event.name}</Link>
            </li>
          ))}
          {usage.vod_items.map((item) => (
            <li key={`v${item.id}`}>
              {t('asset.usageVod')}: <Link to="../../catalogue/vod" relative="path">{item.title}</Link>
            </li>
          ))}
          {usage.prerolls.map((preroll) => (
            <li key={`p${preroll.id}`}>
              <Link to="../../content/prerolls" relative="path">{t('asset.usagePreroll', { id: preroll.id })}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
