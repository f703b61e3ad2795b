import type { MediaStorage } from '@ott/contracts/admin-media';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { isApiError } from '../../../lib/api';
import { useConsoleChannel } from '../../../lib/console-channel';
import { setQuota, storageQuery } from '../api';
import { formatBytes } from '../format';

const GB = 2 ** 30;

/** Storage used against the channel's quota; owners and admins change the quota here. */
export function StorageMeter() {
  const { t, i18n } = useTranslation('media');
  const channel = useConsoleChannel();
  const storage = useQuery(storageQuery(channel.key));
  const [editing, setEditing] = useState(false);
  if (!storage.data) return null;
  const { used_bytes: used, quota_bytes: quota } = storage.data;
  const percent = quota > 0 ? Math.min(100, Math.round((used / quota) * 100)) : 0;
  return (
    <div className="storage-meter">
      <div className="storage-meter__row">
        <span className="storage-meter__label">{t('storage.label')}</span>
        <span>
          {t('storage.used', { used: formatBytes(used, i18n.language), quota: formatBytes(quota, i18n.language) })}
          {storage.data.quota_source === 'default' ? <span className="muted"> ({t('storage.default')})</span> : null}
        </span>
      </div>
      <div className={`media-progress${percent >= 90 ? ' media-progress--full' : ''}`} role="meter" aria-label={t('storage.meter')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span className="media-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="field__hint">{t('storage.limits', { max: formatBytes(storage.data.upload_max_bytes, i18n.language), count: storage.data.transcode_concurrency })}</p>
      {channel.can('admin') ? (
        editing ? (
          <QuotaForm storage={storage.data} onDone={() => setEditing(false)} />
        ) : (
          <button type="button" className="button button--ghost button--small" onClick={() => setEditing(true)}>
            {t('storage.change')}
          </button>
        )
      ) : null}
    </div>
  );
}

function QuotaForm({ storage, onDone }: { storage: MediaStorage; onDone: () => void }) {
  const { t } = useTranslation('media');
  const channel = useConsoleChannel();
  const client = useQueryClient();
  const [value, setValue] = useState(storage.quota_source === 'channel' ? String(Math.round(storage.quota_bytes / GB)) : '');
  const [error, setError] = useState<string | null>(null);

  async function save(quota: number | null) {
    try {
      const next = await setQuota(channel.key, quota);
      client.setQueryData(storageQuery(channel.key).queryKey, next);
      toast.success(t('storage.saved'));
      onDone();
    } catch (caught) {
      setError(isApiError(caught) ? (caught.errors.quota_gb?.[0] ?? caught.message) : t('common.failed'));
    }
  }

  return (
    <form
      className="quota-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save(Number(value));
      }}
    >
      <label className="field">
        <span className="field__label">{t('storage.quota')}</span>
        <input className="input" type="number" min={1} step={1} required value={value} onChange={(event) => setValue(event.target.value)} aria-invalid={error ? true : undefined} />
      </label>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="quota-form__actions">
        <button type="submit" className="button button--primary button--small">
          {t('common.save')}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={() => void save(null)}>
          {t('storage.useDefault')}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
