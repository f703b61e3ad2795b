import type { Clip } from '@ott/contracts/clips';
import type { EventMarker } from '@ott/contracts/events';
import { CLIP_MAX_SECONDS, CLIP_MIN_SECONDS } from '@ott/contracts/clips';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { clipMessage } from '../../../../components/clips/clip-messages';
import { showToast } from '../../../../components/ui/toast-store';
import { isApiError } from '@ott/client/api-error';
import { useTranslation } from '../../../../lib/i18n-react';
import { createClip } from '../../api/clips';
import { CLIP_FIELD_OF, CLIP_TAGS, clipFromMoment, initialClipValues, nudgeClipTime, validateClip, type ClipFormErrors, type ClipFormValues, type ClipSource } from './clip-form';
import { formatClipTime, parseClipTime } from '../../../../components/clips/clip-time';
import { liveSpanOf, mediaClockOf, type LiveSpan } from '../../player/media-clock';
import { endStillLive, formatTimeOfDay, initialLiveClipValues, liveClipDates, nudgeTimeOfDay, validateLiveClip } from './live-clip-form';
import { ClipMomentField } from './ClipMomentField';
import { ClipTimeField } from './ClipTimeField';
import { ClipTrim } from './ClipTrim';
import { AXIS_SECONDS, trimAxis, type Span } from './trim-axis';
import '../../../../components/forms/forms.css';

interface ClipPanelProps {
  source: Omit<ClipSource, 'mediaSeconds'>;
  /** The player's programme video, when it is on screen. */
  video(): HTMLVideoElement | null;
  /** A live event: times are the wall clock's, within the DVR window the player holds. */
  live?: boolean;
  /** A replay's named moments, earliest first: offered as start points. */
  markers?: readonly EventMarker[];
  /** `endStillLive`: the clip was asked for before its end was recorded, and waits for it. */
  onCreated(clip: Clip, endStillLive: boolean): void;
  onCancel(): void;
}

const FIELD_ORDER: (keyof ClipFormValues)[] = ['start', 'end', 'name', 'tags'];

const secondsOf = (video: HTMLVideoElement | null) => (video && Number.isFinite(video.duration) ? video.duration : undefined);
/** Where a live <video> is on the wall clock, and the window it holds; null before its stream's dates are known. */
const spanOf = (video: HTMLVideoElement | null): LiveSpan | null => (video ? liveSpanOf(video, mediaClockOf(video)) : null);

/** The selection the time fields name, in seconds (a live event's on the wall clock); null while one is unreadable. */
function selectionOf(values: Pick<ClipFormValues, 'start' | 'end'>, span: LiveSpan | null): Span | null {
  const dates = span ? liveClipDates(values, span) : null;
  const start = span ? (dates ? dates.start / 1000 : null) : parseClipTime(values.start);
  const end = span ? (dates ? dates.end / 1000 : null) : parseClipTime(values.end);
  return start !== null && end !== null && end > start ? { start, end } : null;
}

/** What can be clipped: a replay's whole video, or the seconds of the live window recorded so far. */
function boundsOf(span: LiveSpan | null, mediaSeconds: number | undefined, selection: Span): Span {
  if (span) return { start: Math.ceil(span.windowStart / 1000), end: Math.floor(span.edge / 1000) };
  return { start: 0, end: mediaSeconds !== undefined ? Math.floor(mediaSeconds) : Math.max(selection.end, AXIS_SECONDS) };
}

/** A live panel needs the player's wall clock; until the picture plays, it says so. */
export function ClipPanel(props: ClipPanelProps) {
  const { t } = useTranslation();
  const { live, video } = props;
  const [span, setSpan] = useState(() => (live ? spanOf(video()) : null));
  const waiting = live && !span;
  // The live picture's dates come with its first segments: the form opens as soon as they do.
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setSpan(spanOf(video())), 500);
    return () => clearInterval(timer);
  }, [waiting, video]);
  if (!waiting) return <ClipForm {...props} initialSpan={span} />;
  return (
    <div className="clip-panel card card--padded" role="status">
      <p>{t('clips.live.noClock')}</p>
      <div className="button-row clip-panel__actions">
        <button type="button" className="button button--ghost" onClick={props.onCancel}>
          {t('clips.panel.cancel')}
        </button>
      </div>
    </div>
  );
}

/**
 * Spec §5: start and end (hh:mm:ss) from the player's position, a name and tags; checked here as the server checks them.
 * On a live event the times are of day, on the wall clock the live playlist dates its segments with.
 */
function ClipForm({ source, video, live = false, markers = [], initialSpan, onCreated, onCancel }: ClipPanelProps & { initialSpan: LiveSpan | null }) {
  const { t } = useTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ClipFormValues>(() => (initialSpan ? initialLiveClipValues(initialSpan) : initialClipValues(video()?.currentTime ?? 0, secondsOf(video()))));
  // The live window slides on: read anew on each render (a field changed) and on Create.
  const span = live ? (spanOf(video()) ?? initialSpan) : null;
  const [errors, setErrors] = useState<ClipFormErrors>({});
  const [sending, setSending] = useState(false);
  const stopPreview = useRef<(() => void) | null>(null);

  const set = (field: keyof ClipFormValues, value: ClipFormValues[keyof ClipFormValues]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const nudge = (field: 'start' | 'end', delta: number) => set(field, span ? nudgeTimeOfDay(values[field], delta, span.playing) : nudgeClipTime(values[field], delta, secondsOf(video())));
  // A moment sets the start, and the end the usual length after it.
  const startAt = (marker: EventMarker) => {
    const { start, end } = clipFromMoment(marker.seconds, secondsOf(video()));
    setValues((current) => ({ ...current, start, end }));
    setErrors((current) => ({ ...current, start: undefined, end: undefined }));
  };
  // The trim timeline follows the fields; while one is being typed it keeps the last selection they named.
  const selection = selectionOf(values, span);
  const [shown, setShown] = useState<Span | null>(selection);
  if (selection && (selection.start !== shown?.start || selection.end !== shown.end)) setShown(selection);
  const trimmed = selection ?? shown;
  const [axis, setAxis] = useState<Span | null>(null);
  const nextAxis = trimmed ? trimAxis(trimmed, boundsOf(span, secondsOf(video()), trimmed), axis) : axis;
  if (nextAxis !== axis) setAxis(nextAxis);
  const timeLabel = (seconds: number) => (span ? formatTimeOfDay(seconds * 1000) : formatClipTime(seconds));
  const trim = (next: Span) => {
    setValues((current) => ({ ...current, start: timeLabel(next.start), end: timeLabel(next.end) }));
    setErrors((current) => ({ ...current, start: undefined, end: undefined }));
  };

  const toggleTag = (tag: string) => set('tags', values.tags.includes(tag) ? values.tags.filter((one) => one !== tag) : [...values.tags, tag]);

  const showErrors = (found: ClipFormErrors) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    // The first wrong field takes the focus, so a screen reader hears its message.
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first === 'tags' ? `${id}-tag` : `${id}-${first}`}"]`)?.focus();
  };

  /** The selection on the <video>'s timeline, for the preview. */
  const mediaTimes = (player: HTMLVideoElement): { start: number | null; end: number | null } => {
    if (!span) return { start: parseClipTime(values.start), end: parseClipTime(values.end) };
    const dates = liveClipDates(values, span);
    const clock = mediaClockOf(player);
    return dates && clock ? { start: clock.timeAt(Math.max(dates.start, span.windowStart)), end: clock.timeAt(dates.end) } : { start: null, end: null };
  };

  const preview = () => {
    const player = video();
    if (!player) return;
    const { start, end } = mediaTimes(player);
    if (start === null) return;
    stopPreview.current?.();
    // The player sits above the form: it comes into view, so the preview is seen while it plays.
    player.closest('.watch__stage')?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    player.currentTime = start;
    void player.play().catch(() => undefined);
    if (end === null || end <= start) return;
    const onTime = () => {
      if (player.currentTime < end) return;
      player.pause();
      stop();
    };
    const stop = () => {
      player.removeEventListener('timeupdate', onTime);
      stopPreview.current = null;
    };
    player.addEventListener('timeupdate', onTime);
    stopPreview.current = stop;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const now = live ? (spanOf(video()) ?? initialSpan) : null;
    const checked = live && now ? validateLiveClip(values, source, now) : validateClip(values, { ...source, mediaSeconds: secondsOf(video()) });
    if ('errors' in checked) return showErrors(checked.errors);
    const waitsForEnd = now !== null && endStillLive(values, now);
    setSending(true);
    try {
      const clip = await createClip(checked.request);
      stopPreview.current?.();
      showToast(t('clips.created'), { type: 'success' });
      onCreated(clip, waitsForEnd);
    } catch (error) {
      setSending(false);
      const fields = isApiError(error) ? Object.entries(error.errors).filter(([field]) => CLIP_FIELD_OF[field]) : [];
      if (fields.length > 0) return showErrors(Object.fromEntries(fields.map(([field, messages]) => [CLIP_FIELD_OF[field], messages[0]])));
      if (isApiError(error) && (error.isCancelled || error.status === 429)) return;
      showToast(clipMessage(t, isApiError(error) ? error.message : 'Something went wrong'), { type: 'error' });
    }
  };

  const message = (field: keyof ClipFormValues) => (errors[field] ? clipMessage(t, errors[field]) : undefined);
  return (
    <form ref={formRef} className="clip-panel card card--padded" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h2 id={`${id}-title`} className="section-title">
        {t('clips.panel.title')}
      </h2>
      {!span && markers.length > 0 ? <ClipMomentField id={`${id}-moment`} markers={markers} start={values.start} onChoose={startAt} /> : null}
      <div className="clip-panel__times">
        <ClipTimeField id={`${id}-start`} label={t('clips.panel.start')} value={values.start} error={message('start')} onChange={(value) => set('start', value)} onNudge={(delta) => nudge('start', delta)} />
        <ClipTimeField id={`${id}-end`} label={t('clips.panel.end')} value={values.end} error={message('end')} onChange={(value) => set('end', value)} onNudge={(delta) => nudge('end', delta)} />
      </div>
      {nextAxis && trimmed ? <ClipTrim axis={nextAxis} selection={trimmed} label={timeLabel} onChange={trim} /> : null}
      {span ? (
        <>
          <p className="form-field__hint">{t('clips.live.lengthHint', { min: CLIP_MIN_SECONDS, max: CLIP_MAX_SECONDS, from: formatTimeOfDay(Math.ceil(span.windowStart / 1000) * 1000) })}</p>
          {endStillLive(values, span) ? <p className="clip-panel__notice">{t('clips.live.endLive')}</p> : null}
        </>
      ) : (
        <p className="form-field__hint">{t('clips.panel.lengthHint', { min: CLIP_MIN_SECONDS, max: CLIP_MAX_SECONDS })}</p>
      )}
      <div className="form-field clip-panel__name">
        <label htmlFor={`${id}-name`} className="form-field__label">
          {t('clips.panel.name')}
        </label>
        <input
          id={`${id}-name`}
          name={`${id}-name`}
          className="input"
          value={values.name}
          maxLength={100}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          onChange={(event) => set('name', event.target.value)}
        />
        {errors.name ? (
          <p id={`${id}-name-error`} className="form-field__error">
            {message('name')}
          </p>
        ) : null}
      </div>
      <fieldset className="fieldset clip-panel__tags" aria-describedby={errors.tags ? `${id}-tags-error` : undefined}>
        <legend className="form-field__label">{t('clips.panel.tags')}</legend>
        <div className="chips">
          {CLIP_TAGS.map((tag) => (
            <label key={tag} className="chip clip-tag">
              <input type="checkbox" name={`${id}-tag`} checked={values.tags.includes(tag)} onChange={() => toggleTag(tag)} />
              {t(`clips.tags.${tag}`)}
            </label>
          ))}
        </div>
        {errors.tags ? (
          <p id={`${id}-tags-error`} className="form-field__error">
            {message('tags')}
          </p>
        ) : null}
      </fieldset>
      <div className="button-row clip-panel__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('clips.panel.cancel')}
        </button>
        <button type="button" className="button button--ghost" onClick={preview}>
          {t('clips.panel.preview')}
        </button>
        <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
          {t('clips.panel.create')}
        </button>
      </div>
    </form>
  );
}
