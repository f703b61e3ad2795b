import { useMemo, useRef, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from './Dialog';
import { type VideoChoice, formatDuration, isLibraryVideo, matchesSearch, stateOf } from './video-choices';
import './video-picker.css';

interface VideoPickerProps {
  open: boolean;
  title: string;
  videos: VideoChoice[];
  /** Where "Upload a video" leads: the channel's media library. */
  uploadTo: string;
  onChoose: (video: VideoChoice) => void;
  onClose: () => void;
  /** The video chosen now, marked as selected. */
  current?: string | null;
  /** Shown above the search box (e.g. how the chosen video is attached). */
  children?: ReactNode;
  /** Only the channel's library (where demo videos do not fit, e.g. prerolls). */
  libraryOnly?: boolean;
}

/**
 * A dialog to choose one of the channel's videos: its library and the demo videos (on a channel that is not a demo
 * channel, only after ticking 'Show demo videos'), with thumbnail, title, duration and state, a search box, and the
 * keyboard (arrows move, Enter chooses, Escape closes). A video still being made may be chosen: it plays once ready,
 * and says so.
 */
export function VideoPicker({ open, title, videos, uploadTo, onChoose, onClose, current, children, libraryOnly = false }: VideoPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  const found = useMemo(() => videos.filter((video) => matchesSearch(video, search)), [videos, search]);
  // A channel that is not a demo channel lists the demo videos only on request (or when one is the chosen video).
  const demoOnRequest = !libraryOnly && videos.some((video) => !isLibraryVideo(video) && video.hidden);
  const currentIsDemo = videos.some((video) => video.id === current && video.hidden);
  // The picker stays mounted between openings: each chosen video it opens for sets the toggle afresh.
  const [demo, setDemo] = useState({ current, show: currentIsDemo });
  if (demo.current !== current) setDemo({ current, show: currentIsDemo });
  const showDemo = demo.current === current ? demo.show : currentIsDemo;
  const setShowDemo = (show: boolean) => setDemo({ current, show });
  const sections = [
    { id: 'library', label: t('videoPicker.library'), videos: found.filter(isLibraryVideo) },
    { id: 'demo', label: t('videoPicker.demo'), videos: found.filter((video) => !isLibraryVideo(video)) },
  ].filter((section) => (section.id === 'library' ? true : !libraryOnly && (!demoOnRequest || showDemo)));
  const ordered = sections.flatMap((section) => section.videos);
  const [active, setActive] = useState<string | null>(null);
  const activeId = ordered.some((video) => video.id === active) ? active : (ordered[0]?.id ?? null);

  const close = () => {
    setSearch('');
    onClose();
  };
  const choose = (video: VideoChoice) => {
    setSearch('');
    onChoose(video);
  };
  const focusOption = (index: number) => {
    const video = ordered[Math.max(0, Math.min(ordered.length - 1, index))];
    if (!video) return;
    setActive(video.id);
    [...(list.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])].find((option) => option.dataset.video === video.id)?.focus();
  };

  function onSearchKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusOption(0);
    } else if (event.key === 'Enter') {
      // Inside a form, Enter would submit it: here it chooses the first match.
      event.preventDefault();
      const first = ordered[0];
      if (first) choose(first);
    }
  }

  function onListKey(event: KeyboardEvent<HTMLDivElement>) {
    const index = ordered.findIndex((video) => video.id === activeId);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: ordered.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      if (event.key === 'ArrowUp' && index <= 0) searchBox.current?.focus();
      else focusOption(moves[event.key]!);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const video = ordered[index];
      if (video) choose(video);
    }
  }

  const picker = (
    // A picker opened from a dialog's form: its keys and cancel stay here, or the dialog under it would close too.
    <div className="video-picker" {...keepInside}>
      <Dialog
        open={open}
        title={title}
        onClose={close}
        footer={
          <>
            <Link to={uploadTo} className="button button--ghost video-picker__upload">
              {t('videoPicker.upload')}
            </Link>
            <button type="button" className="button button--secondary" onClick={close}>
              {t('common.cancel')}
            </button>
          </>
        }
      >
        {children}
        <input
          ref={searchBox}
          type="search"
          className="input video-picker__search"
          aria-label={t('videoPicker.search')}
          placeholder={t('videoPicker.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={onSearchKey}
          data-autofocus
        />
        {demoOnRequest ? (
          <label className="video-picker__show-demo">
            <input type="checkbox" className="checkbox" checked={showDemo} onChange={(event) => setShowDemo(event.target.checked)} />
            <span>{t('videoPicker.showDemo')}</span>
          </label>
        ) : null}
        <div ref={list} role="listbox" aria-label={title} className="video-picker__list" onKeyDown={onListKey}>
          {sections.map((section) => (
            <div key={section.id} role="group" aria-labelledby={`video-picker-${section.id}`} className="video-picker__section">
              <h3 id={`video-picker-${section.id}`} className="video-picker__heading">
                {section.label}
              </h3>
              {section.videos.length === 0 ? (
                <p className="muted video-picker__empty">{search ? t('videoPicker.noMatch') : t(section.id === 'library' ? 'videoPicker.emptyLibrary' : 'videoPicker.noDemo')}</p>
              ) : (
                section.videos.map((video) => (
                  <VideoOption key={video.id} video={video} active={video.id === activeId} selected={video.id === current} onChoose={() => choose(video)} onFocus={() => setActive(video.id)} />
                ))
              )}
            </div>
          ))}
        </div>
      </Dialog>
    </div>
  );
  return createPortal(picker, document.body);
}

const stop = (event: SyntheticEvent) => event.stopPropagation();
/** `cancel` (a dialog's event) bubbles through React's tree from a nested dialog; a div's typings leave it out. */
const keepInside = { onKeyDown: stop, onCancel: stop } as HTMLAttributes<HTMLDivElement>;

function VideoOption({ video, active, selected, onChoose, onFocus }: { video: VideoChoice; active: boolean; selected: boolean; onChoose: () => void; onFocus: () => void }) {
  const { t } = useTranslation();
  const state = stateOf(video);
  const duration = formatDuration(video.duration);
  const picture = video.thumbnail ?? video.poster ?? null;
  return (
    <div
      role="option"
      aria-selected={selected}
      tabIndex={active ? 0 : -1}
      data-video={video.id}
      className={`video-picker__option${selected ? ' video-picker__option--selected' : ''}`}
      onClick={onChoose}
      onFocus={onFocus}
    >
      <Thumbnail key={picture} src={picture} />
      <span className="video-picker__text">
        <span className="video-picker__title">{video.label}</span>
        <span className="video-picker__meta">
          {duration ? <span>{duration}</span> : null}
          <span className={`badge video-picker__state video-picker__state--${state}`}>{stateLabel(t, video)}</span>
        </span>
        {state === 'ready' ? null : <span className="video-picker__note">{t(video.ready ? 'videoPicker.playsAlready' : 'videoPicker.playsWhenReady')}</span>}
      </span>
    </div>
  );
}

/** The video's picture; an empty frame while it has none yet (a library video's thumbnail comes late in its processing). */
function Thumbnail({ src }: { src: string | null }) {
  const [missing, setMissing] = useState(false);
  if (!src || missing) return <span className="video-picker__thumb" aria-hidden="true" />;
  return <img className="video-picker__thumb" src={src} alt="" loading="lazy" onError={() => setMissing(true)} />;
}

/** "Ready", "Processing 42%", "Processing" (no figure yet) or "Queued". */
export function stateLabel(t: (key: string, options?: Record<string, unknown>) => string, video: VideoChoice): string {
  const state = stateOf(video);
  if (state === 'processing' && typeof video.progress === 'number') return t('videoPicker.processingPercent', { percent: video.progress });
  return t(`videoPicker.states.${state}`);
}
