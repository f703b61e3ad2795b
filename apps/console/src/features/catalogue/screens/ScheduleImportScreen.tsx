import { type AdminScheduleResult, SCHEDULE_MAX_BYTES, SCHEDULE_MAX_ROWS, SCHEDULE_TEMPLATE_CSV } from '@ott/contracts/admin-schedule';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilePicker } from '../../../components/FilePicker';
import { PageHeader } from '../../../components/PageHeader';
import { isApiError } from '../../../lib/api';
import { useConsoleChannel } from '../../../lib/console-channel';
import { importSchedule, optionsQuery } from '../api';
import { SchedulePreview } from '../components/SchedulePreview';
import '../catalogue.css';

/** The template as a link target: no request, and the browser names the file. */
export const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(SCHEDULE_TEMPLATE_CSV)}`;

type Step = { kind: 'choose' } | { kind: 'checking'; file: string } | { kind: 'preview'; file: string; csv: string; result: AdminScheduleResult } | { kind: 'importing'; file: string; csv: string; result: AdminScheduleResult } | { kind: 'done'; count: number };

/**
 * A season's schedule from a CSV file: the file is checked first (nothing is written) and shown line by line with its
 * problems and what will be created; "Import N games" then writes every game in one go, or nothing.
 */
export function ScheduleImportScreen() {
  const { t } = useTranslation('catalogue');
  const channel = useConsoleChannel();
  const client = useQueryClient();
  const options = useQuery(optionsQuery(channel.key));
  const id = useId();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [failure, setFailure] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  async function check(file: File) {
    setFailure(null);
    if (file.size > SCHEDULE_MAX_BYTES) {
      setFailure(t('schedule.tooLarge', { size: SCHEDULE_MAX_BYTES / 1_048_576 }));
      return;
    }
    setStep({ kind: 'checking', file: file.name });
    try {
      const csv = await file.text();
      const result = await importSchedule(channel.key, { csv, dry_run: true });
      setStep({ kind: 'preview', file: file.name, csv, result });
    } catch (error) {
      setStep({ kind: 'choose' });
      setFailure(isApiError(error) ? error.message : t('common.failed'));
    }
  }

  async function confirm() {
    if (step.kind !== 'preview') return;
    setFailure(null);
    setStep({ ...step, kind: 'importing' });
    try {
      const result = await importSchedule(channel.key, { csv: step.csv, dry_run: false });
      if (result.created_event_ids) {
        await Promise.all([client.invalidateQueries({ queryKey: ['catalogue', channel.key] })]);
        setStep({ kind: 'done', count: result.created_event_ids.length });
      } else {
        // Something changed since the preview (a game scheduled meanwhile): show the new problems.
        setStep({ ...step, kind: 'preview', result });
      }
    } catch (error) {
      setStep({ ...step, kind: 'preview' });
      setFailure(isApiError(error) ? error.message : t('common.failed'));
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void check(file);
  }

  const result = step.kind === 'preview' || step.kind === 'importing' ? step.result : null;
  const ready = result !== null && result.errors.length === 0 && result.rows.length > 0;

  return (
    <>
      <PageHeader title={t('schedule.title')} description={t('schedule.description', { max: SCHEDULE_MAX_ROWS, size: SCHEDULE_MAX_BYTES / 1_048_576 })} />
      {step.kind === 'done' ? (
        <section className="panel schedule-done" aria-live="polite">
          <p className="schedule-done__text">{t('schedule.done', { count: step.count })}</p>
          <div className="schedule-actions">
            <Link to=".." relative="path" className="button button--primary">
              {t('schedule.toEvents')}
            </Link>
            <button type="button" className="button button--secondary" onClick={() => setStep({ kind: 'choose' })}>
              {t('schedule.another')}
            </button>
          </div>
        </section>
      ) : (
        <>
          <section className="panel">
            <div
              className={`schedule-drop${dragging ? ' schedule-drop--over' : ''}`}
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              data-testid="schedule-drop"
            >
              <p className="schedule-drop__text">{t('schedule.drop')}</p>
              <label className="field__label" htmlFor={`${id}-file`}>
                {t('schedule.file')}
              </label>
              <FilePicker
                id={`${id}-file`}
                accept=".csv,text/csv"
                aria-describedby={`${id}-hint`}
                disabled={step.kind === 'checking' || step.kind === 'importing'}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void check(file);
                  event.target.value = '';
                }}
              />
              <p className="field__hint" id={`${id}-hint`}>
                {t('schedule.hint')}
              </p>
              <a href={TEMPLATE_HREF} download="schedule-template.csv" className="catalogue-link">
                {t('schedule.template')}
              </a>
            </div>
            {failure ? (
              <p className="form-error" role="alert">
                {failure}
              </p>
            ) : null}
            {step.kind === 'checking' ? (
              <p className="muted" role="status">
                {t('schedule.checking', { file: step.file })}
              </p>
            ) : null}
          </section>
          {result ? (
            <section className="panel">
              <h2 className="panel__title">{t('schedule.previewOf', { file: step.kind === 'preview' || step.kind === 'importing' ? step.file : '' })}</h2>
              <SchedulePreview result={result} currency={options.data?.currency ?? 'USD'} />
              <div className="schedule-actions">
                <button type="button" className="button button--primary" disabled={!ready || step.kind === 'importing'} aria-busy={step.kind === 'importing' || undefined} onClick={() => void confirm()}>
                  {step.kind === 'importing' ? t('schedule.importing', { count: result.rows.length }) : t('schedule.confirm', { count: result.rows.length })}
                </button>
                {step.kind === 'importing' ? <progress className="schedule-progress" aria-label={t('schedule.importing', { count: result.rows.length })} /> : null}
                {!ready ? <p className="field__hint">{t('schedule.fixFirst')}</p> : null}
              </div>
            </section>
          ) : null}
        </>
      )}
    </>
  );
}
