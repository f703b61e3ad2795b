import type { CSSProperties, KeyboardEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n-react';
import { keyTarget, moveHandle, type Span } from './trim-axis';

interface ClipTrimProps {
  /** The stretch the timeline shows. */
  axis: Span;
  selection: Span;
  /** A second on the timeline as the time fields write it. */
  label(seconds: number): string;
  onChange(selection: Span): void;
}

/**
 * A small timeline with the clip's two ends as handles: dragged, or moved by the keyboard (arrows a second, Page
 * keys ten, Home and End to the timeline's ends). Native range inputs, so each handle is a slider to assistive tech.
 */
export function ClipTrim({ axis, selection, label, onChange }: ClipTrimProps) {
  const { t } = useTranslation();
  const width = Math.max(1, axis.end - axis.start);
  // A fraction of the timeline; the CSS puts it on the thumbs' travel.
  const at = (seconds: number) => ((seconds - axis.start) / width).toFixed(4);
  const move = (handle: keyof Span, to: number) => {
    const next = moveHandle(selection, handle, Math.round(to), axis);
    if (next.start !== selection.start || next.end !== selection.end) onChange(next);
  };
  const onKeyDown = (handle: keyof Span) => (event: KeyboardEvent<HTMLInputElement>) => {
    const to = keyTarget(event.key, selection[handle], axis);
    if (to === null) return;
    // The handle moves here, by the clip's rules, rather than by the browser's own step.
    event.preventDefault();
    move(handle, to);
  };
  const handle = (which: keyof Span) => (
    <input
      type="range"
      className={`clip-trim__handle clip-trim__handle--${which}`}
      aria-label={t(`clips.trim.${which}`)}
      aria-valuetext={label(selection[which])}
      min={axis.start}
      max={axis.end}
      step={1}
      value={selection[which]}
      onChange={(event) => move(which, Number(event.target.value))}
      onKeyDown={onKeyDown(which)}
    />
  );
  return (
    <div className="clip-trim" role="group" aria-label={t('clips.trim.label')}>
      <div className="clip-trim__track" style={{ '--from': at(selection.start), '--to': at(selection.end) } as CSSProperties}>
        <span className="clip-trim__selection" aria-hidden="true" />
        {handle('start')}
        {handle('end')}
      </div>
      <div className="clip-trim__scale" aria-hidden="true">
        <span>{label(axis.start)}</span>
        <span className="clip-trim__length">{t('clips.trim.length', { seconds: Math.round(selection.end - selection.start) })}</span>
        <span>{label(axis.end)}</span>
      </div>
    </div>
  );
}
