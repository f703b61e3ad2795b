import type { AdminIngest } from '@ott/contracts/live-ingest';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { when } from '@ott/client/format';
import { CopyButton } from '../../../components/CopyButton';

interface EncoderSetupProps {
  ingest: AdminIngest;
  timeZone: string;
  busy: boolean;
  onRegenerate: () => void;
}

/** What to paste into the encoder (server URL, stream key) and the settings it should send with. */
export function EncoderSetup({ ingest, timeZone, busy, onRegenerate }: EncoderSetupProps) {
  const { t, i18n } = useTranslation('catalogue');
  const [keyShown, setKeyShown] = useState(false);
  const urlId = useId();
  const keyId = useId();
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const { encoder } = ingest;
  const settings: Array<[string, string]> = [
    [t('goLive.video'), t('goLive.videoValue', { codec: encoder.video_codec, seconds: encoder.keyframe_seconds })],
    [t('goLive.audio'), encoder.audio_codec],
    [t('goLive.resolution'), t('goLive.resolutionValue', { value: encoder.max_resolution })],
    [t('goLive.bitrate'), t('goLive.bitrateValue', { full: number(encoder.recommended_kbps['1080p']), hd: number(encoder.recommended_kbps['720p']) })],
    [t('goLive.acceptsFrom'), when(ingest.accepts_from, i18n.language, timeZone)],
  ];
  return (
    <div className="go-live__setup">
      <h3 className="go-live__subtitle">{t('goLive.connect')}</h3>
      {ingest.rtmp_url === null ? (
        <p className="notice notice--warning" role="note">
          {t('goLive.ingestOff')}
        </p>
      ) : (
        <div className="field">
          <label className="field__label" htmlFor={urlId}>
            {t('goLive.serverUrl')}
          </label>
          <div className="go-live__copyable">
            <input id={urlId} className="input go-live__secret" readOnly value={ingest.rtmp_url} onFocus={(event) => event.target.select()} />
            <CopyButton text={ingest.rtmp_url} label={t('goLive.copyServerUrl')} className="button button--secondary button--small go-live__copy" />
          </div>
        </div>
      )}
      <div className="field">
        <label className="field__label" htmlFor={keyId}>
          {t('goLive.streamKey')}
        </label>
        <div className="go-live__copyable">
          <input
            id={keyId}
            className="input go-live__secret"
            readOnly
            type={keyShown ? 'text' : 'password'}
            autoComplete="off"
            value={ingest.stream_key}
            onFocus={(event) => event.target.select()}
          />
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={keyShown ? t('goLive.hideKeyLabel') : t('goLive.showKeyLabel')}
            aria-controls={keyId}
            onClick={() => setKeyShown((shown) => !shown)}
          >
            {keyShown ? t('goLive.hideKey') : t('goLive.showKey')}
          </button>
          <CopyButton text={ingest.stream_key} label={t('goLive.copyStreamKey')} className="button button--secondary button--small go-live__copy" />
        </div>
        <div className="go-live__key-note">
          <p className="field__hint">{t('goLive.keyHint')}</p>
          <button type="button" className="button button--ghost button--small" disabled={busy} onClick={onRegenerate}>
            {t('goLive.regenerate')}
          </button>
        </div>
      </div>
      <h3 className="go-live__subtitle">{t('goLive.encoderSettings')}</h3>
      <dl className="go-live__facts">
        {settings.map(([label, value]) => (
          <div key={label} className="go-live__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
