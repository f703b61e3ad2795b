import { INGEST_MIN_VIDEO_KBPS, type IngestHealth } from '@ott/contracts/live-ingest';
import { useTranslation } from 'react-i18next';

/** Seconds since `iso`, never negative (the server's clock may run slightly ahead). */
export const secondsSince = (iso: string, now: number) => Math.max(0, Math.round((now - Date.parse(iso)) / 1000));

/** What the encoder sends and how the packager keeps up, as YouTube Live shows it; unknown figures read "—". */
export function StreamHealth({ health, keyframeSeconds, now }: { health: IngestHealth; keyframeSeconds: number; now: number }) {
  const { t, i18n } = useTranslation('catalogue');
  const number = (value: number, digits = 0) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(value);
  const unknown = t('goLive.health.unknown');
  const rows: Array<[string, string]> = [
    [t('goLive.health.resolution'), health.width && health.height ? `${health.width}×${health.height}` : unknown],
    [t('goLive.health.frameRate'), health.frame_rate === null ? unknown : t('goLive.health.fps', { value: number(health.frame_rate, 2) })],
    [t('goLive.health.codecs'), [health.video_codec, health.audio_codec].filter(Boolean).join(' · ') || unknown],
    [t('goLive.health.bitrate'), health.bitrate_kbps === null ? unknown : t('goLive.kbps', { value: number(health.bitrate_kbps) })],
    [t('goLive.health.keyframes'), health.keyframe_interval === null ? unknown : t('goLive.health.seconds', { value: number(health.keyframe_interval, 1) })],
    [t('goLive.health.speed'), health.speed === null ? unknown : t('goLive.health.times', { value: number(health.speed, 2) })],
    [t('goLive.health.dropped'), number(health.dropped_frames)],
    [t('goLive.health.reconnects'), number(health.reconnects)],
    [t('goLive.health.lastSegment'), health.last_segment_at === null ? unknown : t('goLive.health.ago', { value: number(secondsSince(health.last_segment_at, now)) })],
  ];
  return (
    <section className="go-live__health" aria-labelledby="go-live-health-title">
      <h3 className="go-live__subtitle" id="go-live-health-title">
        {t('goLive.health.title')}
      </h3>
      {health.warnings.length > 0 ? (
        <ul className="go-live__warnings">
          {health.warnings.map((warning) => (
            <li key={warning} className="notice notice--warning">
              {t(`goLive.warnings.${warning}`, { seconds: keyframeSeconds, kbps: number(INGEST_MIN_VIDEO_KBPS) })}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="go-live__facts">
        {rows.map(([label, value]) => (
          <div key={label} className="go-live__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {health.renditions.length > 0 ? (
        <>
          <h4 className="go-live__subtitle">{t('goLive.health.ladder')}</h4>
          <ul className="go-live__ladder">
            {health.renditions.map((rendition) => (
              <li key={rendition.name}>
                {t('goLive.health.rendition', {
                  name: rendition.name === 'src' ? t('goLive.health.source') : rendition.name,
                  size: `${rendition.width}×${rendition.height}`,
                  bitrate: t('goLive.kbps', { value: number(rendition.video_kbps) }),
                  how: rendition.transcoded ? t('goLive.health.transcoded') : t('goLive.health.passedThrough'),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
