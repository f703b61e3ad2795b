import type { BrandingPreviewMessage } from '@ott/contracts/admin-branding';
import type { ColorSettings } from '@ott/contracts/channel';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The viewer app tells the console it listens (apps/web/src/app/preview/branding-preview.ts). */
const PREVIEW_READY = 'ott:branding-preview-ready';
const WIDTHS = { phone: 390, desktop: 1280 } as const;
const HEIGHTS = { phone: 780, desktop: 800 } as const;
type Device = keyof typeof WIDTHS;
type Screen = 'home' | 'watch';

/** The viewer app's URL for this channel, inside the preview frame (same origin as the console; nothing is stored). */
export function previewUrl(channelKey: string, screen: Screen, eventId: number | null): string {
  const path = screen === 'watch' && eventId !== null ? `/watch/${eventId}` : '/';
  return `${path}?${new URLSearchParams({ channel: channelKey, preview: '1' }).toString()}`;
}

/**
 * The real viewer app for the channel in a frame, on its home or a watch page, at a phone's or a desktop's width
 * (scaled to fit). The unsaved colours reach it by postMessage, to this origin only, as they change and whenever
 * the frame (re)loads and says it listens. `reloadKey` reloads it (after a logo or favicon change).
 */
export function ViewerPreview({ channelKey, colors, eventId, reloadKey }: { channelKey: string; colors: ColorSettings | null; eventId: number | null; reloadKey: number }) {
  const { t } = useTranslation('branding');
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const compact = useNarrowScreen();
  // A phone's width first where the console itself is narrow: the whole page then fits the kept-in-view preview.
  const [device, setDevice] = useState<Device>(compact ? 'phone' : 'desktop');
  const [screen, setScreen] = useState<Screen>('home');
  const [boxWidth, setBoxWidth] = useState(0);
  const noEventNote = useId();
  const latest = useRef(colors);

  useEffect(() => {
    latest.current = colors;
  });

  const send = (settings: ColorSettings | null) => {
    const target = frame.current?.contentWindow;
    if (!target || !settings) return;
    const message: BrandingPreviewMessage = { type: 'ott:branding-preview', color_settings: settings };
    target.postMessage(message, window.location.origin);
  };

  useEffect(() => {
    send(colors);
  }, [colors]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type === PREVIEW_READY) send(latest.current);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setBoxWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const width = WIDTHS[device];
  const height = HEIGHTS[device];
  // On a narrow screen the preview stays in view above the fields: the whole page, scaled to a third of the screen's height.
  const maxHeight = compact && typeof window !== 'undefined' ? Math.max(220, window.innerHeight * 0.36) : Infinity;
  const scale = boxWidth > 0 ? Math.min(1, boxWidth / width, maxHeight / height) : 1;
  const src = previewUrl(channelKey, screen, eventId);

  return (
    <section className="viewer-preview panel" aria-label={t('preview.title')}>
      <div className="viewer-preview__bar">
        <h2 className="panel__title">{t('preview.title')}</h2>
        <div className="segmented" role="tablist" aria-label={t('preview.screen')}>
          {(['home', 'watch'] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              className="segmented__item"
              aria-selected={screen === option}
              disabled={option === 'watch' && eventId === null}
              aria-describedby={option === 'watch' && eventId === null ? noEventNote : undefined}
              title={option === 'watch' && eventId === null ? t('preview.noEvent') : undefined}
              onClick={() => setScreen(option)}
            >
              {t(`preview.${option}`)}
            </button>
          ))}
        </div>
        <div className="segmented" role="tablist" aria-label={t('preview.device')}>
          {(['phone', 'desktop'] as const).map((option) => (
            <button key={option} type="button" role="tab" className="segmented__item" aria-selected={device === option} onClick={() => setDevice(option)}>
              {t(`preview.${option}`)}
            </button>
          ))}
        </div>
      </div>
      {eventId === null ? (
        <p id={noEventNote} className="field__hint viewer-preview__note">
          {t('preview.noEvent')}
        </p>
      ) : null}
      <div ref={box} className="viewer-preview__stage" style={{ height: Math.ceil(height * scale) }}>
        <iframe
          key={`${src}#${reloadKey}`}
          ref={frame}
          className={`viewer-preview__frame viewer-preview__frame--${device}`}
          title={t('preview.frameTitle', { screen: t(`preview.${screen}`), device: t(`preview.${device}`) })}
          src={src}
          width={width}
          height={height}
          style={{ transform: `scale(${scale})` }}
          onLoad={() => send(latest.current)}
        />
      </div>
      <p className="field__hint">{t('preview.hint')}</p>
    </section>
  );
}

/** Whether the console is laid out in one column (the branding page stacks below 1100 px). */
function useNarrowScreen(): boolean {
  const [query] = useState(() => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia('(max-width: 1100px)') : null));
  const [narrow, setNarrow] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const onChange = () => setNarrow(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [query]);
  return narrow;
}
