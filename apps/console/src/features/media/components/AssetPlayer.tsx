import type { MediaCaption } from '@ott/contracts/admin-media';
import Hls from 'hls.js';
import { useEffect, useId, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The console's preview of a library video: its signed HLS master through hls.js (the browser's own HLS in Safari),
 * with the asset's captions as tracks the operator switches on to check them. The captions come from the asset (not
 * the master), so a caption file just uploaded shows at once.
 */
export function AssetPlayer({ url, captions, label, videoRef }: { url: string; captions: MediaCaption[]; label: string; videoRef: RefObject<HTMLVideoElement | null> }) {
  const { t } = useTranslation('media');
  const id = useId();
  const [shown, setShown] = useState('');

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    if (Hls.isSupported()) {
      // Subtitles from the master are left out: the <track> elements below carry the same captions.
      const hls = new Hls({ enableWorker: false, enableWebVTT: false });
      hls.loadSource(url);
      hls.attachMedia(element);
      return () => hls.destroy();
    }
    element.src = url;
    return () => {
      element.removeAttribute('src');
      element.load();
    };
  }, [url, videoRef]);

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    for (const track of Array.from(element.textTracks)) track.mode = track.language === shown ? 'showing' : 'disabled';
  }, [shown, captions, videoRef]);

  return (
    <div className="asset-player">
      <video ref={videoRef} className="preview-player" controls muted playsInline aria-label={label} data-testid="preview-player">
        {captions.map((caption) => (
          <track key={`${caption.id}-${caption.updated_at}`} kind="subtitles" src={caption.url} srcLang={caption.language} label={caption.label} />
        ))}
      </video>
      {captions.length > 0 ? (
        <label className="field field--inline asset-player__captions" htmlFor={`${id}-captions`}>
          <span className="field__label">{t('captions.title')}</span>
          <select id={`${id}-captions`} className="input select select--small" value={shown} onChange={(event) => setShown(event.target.value)}>
            <option value="">{t('preview.captionsOff')}</option>
            {captions.map((caption) => (
              <option key={caption.id} value={caption.language}>
                {caption.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
