import type { MediaAsset, MediaMarker } from '@ott/contracts/admin-media';
import { useId, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { toast } from '../../../components/toast';
import { isApiError } from '../../../lib/api';
import { serverText } from '../../../lib/server-text';
import { changeMarker, createMarker, markersSorted, removeMarker, useRefreshMedia } from '../api';
import { formatClock, parseClock } from '../format';

type VideoRef = RefObject<HTMLVideoElement | null>;

/** Named moments sorted by time: add one at the preview's current time or at a typed time, edit, delete, jump to it. */
export function MarkersPanel({ channelKey, asset, canEdit, videoRef }: { channelKey: string; asset: MediaAsset; canEdit: boolean; videoRef: VideoRef }) {
  const { t } = useTranslation('media');
  const refresh = useRefreshMedia(channelKey);
  return (
    <section className="panel" aria-labelledby="asset-markers-title">
      <h2 className="panel__title" id="asset-markers-title">
        {t('markers.title')}
      </h2>
      <p className="muted">{t('markers.intro')}</p>
      {asset.markers.length === 0 ? <p className="muted">{t('markers.none')}</p> : null}
      <ol className="marker-list">
        {markersSorted(asset.markers).map((marker) => (
          <MarkerRow key={marker.id} marker={marker} channelKey={channelKey} assetId={asset.id} canEdit={canEdit} videoRef={videoRef} onChanged={refresh} />
        ))}
      </ol>
      {canEdit ? (
        <MarkerForm
          videoRef={videoRef}
          submitLabel={t('markers.add')}
          onSubmit={async (body) => {
            await createMarker(channelKey, asset.id, body);
            await refresh();
            toast.success(t('markers.added'));
          }}
        />
      ) : null}
    </section>
  );
}

function MarkerForm({ initial, videoRef, submitLabel, onSubmit, onCancel }: { initial?: MediaMarker; videoRef: VideoRef; submitLabel: string; onSubmit: (body: { name: string; seconds: number }) => Promise<void>; onCancel?: () => void }) {
  const { t } = useTranslation('media');
  const id = useId();
  const [name, setName] = useState(initial?.name ?? '');
  const [time, setTime] = useState(initial ? formatClock(initial.seconds) : '');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const seconds = parseClock(time);
    if (seconds === null) {
      setError(t('markers.badTime'));
      return;
    }
    try {
      await onSubmit({ name: name.trim(), seconds });
      setError(null);
      if (!initial) {
        setName('');
        setTime('');
      }
    } catch (caught) {
      if (!isApiError(caught)) return setError(t('common.failed'));
      const field = caught.errors.seconds?.[0] ?? caught.errors.name?.[0];
      setError(field ? serverText(field) : caught.message);
    }
  }

  return (
    <form
      className="marker-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={`${id}-name`}>
          {t('markers.name')}
        </label>
        <input id={`${id}-name`} className="input" value={name} required maxLength={80} onChange={(event) => setName(event.target.value)} />
      </div>
      <div className="field marker-form__time">
        <label className="field__label" htmlFor={`${id}-time`}>
          {t('markers.time')}
        </label>
        <input id={`${id}-time`} className="input" value={time} required inputMode="decimal" placeholder="12:30" aria-describedby={`${id}-time-hint`} onChange={(event) => setTime(event.target.value)} />
        <p className="field__hint" id={`${id}-time-hint`}>
          {t('markers.timeHint')}
        </p>
        <button type="button" className="button button--ghost button--small" onClick={() => setTime(formatClock(videoRef.current?.currentTime ?? 0))}>
          {t('markers.atCurrent')}
        </button>
      </div>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="media-actions">
        <button type="submit" className="button button--secondary button--small">
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button button--ghost button--small" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

function MarkerRow({ marker, channelKey, assetId, canEdit, videoRef, onChanged }: { marker: MediaMarker; channelKey: string; assetId: number; canEdit: boolean; videoRef: VideoRef; onChanged: () => Promise<void> }) {
  const { t } = useTranslation('media');
  const confirm = useConfirm();
  const [editing, setEditing] = useState(false);
  const time = formatClock(marker.seconds);

  async function remove() {
    if (!(await confirm({ title: t('markers.deleteTitle'), message: t('markers.deleteMessage', { name: marker.name }), confirmLabel: t('common.delete'), danger: true }))) return;
    try {
      await removeMarker(channelKey, assetId, marker.id);
      await onChanged();
      toast.success(t('markers.deleted'));
    } catch (caught) {
      toast.error(isApiError(caught) ? caught.message : t('common.failed'));
    }
  }

  if (editing) {
    return (
      <li className="marker-row marker-row--editing">
        <MarkerForm
          initial={marker}
          videoRef={videoRef}
          submitLabel={t('common.save')}
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            await changeMarker(channelKey, assetId, marker.id, body);
            await onChanged();
            setEditing(false);
            toast.success(t('markers.saved'));
          }}
        />
      </li>
    );
  }
  return (
    <li className="marker-row">
      <button
        type="button"
        className="button button--ghost button--small marker-row__time"
        aria-label={t('markers.jump', { time })}
        onClick={() => {
          if (videoRef.current) videoRef.current.currentTime = marker.seconds;
        }}
      >
        {time}
      </button>
      <span className="marker-row__name">{marker.name}</span>
      {canEdit ? (
        <span className="media-actions">
          <button type="button" className="button button--ghost button--small" aria-label={t('markers.editNamed', { name: marker.name })} onClick={() => setEditing(true)}>
            {t('common.edit')}
          </button>
          <button type="button" className="button button--ghost button--small" aria-label={t('markers.deleteNamed', { name: marker.name })} onClick={() => void remove()}>
            {t('common.delete')}
          </button>
        </span>
      ) : null}
    </li>
  );
}
