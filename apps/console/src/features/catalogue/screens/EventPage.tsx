import type { AdminEvent, AdminEventOptions } from '@ott/contracts/admin-catalogue';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirm } from '../../../components/confirm';
import { type VideoChoice, mediaLibraryPath } from '../../../components/video-choices';
import { toast } from '../../../components/toast';
import { isApiError, isNotFound } from '../../../lib/api';
import { useConsoleChannel } from '../../../lib/console-channel';
import { areaKey, eventPricingCalls, eventQuery, optionsQuery, playbackQuery, useCatalogueMutations, videosQuery } from '../api';
import { EventForm, type EventFormValues, applyEventErrors, toBody, valuesOf } from '../components/EventForm';
import { MediaPanel } from '../components/MediaPanel';
import { PreviewPlayer } from '../components/PreviewPlayer';
import { GoLivePanel } from '../go-live/GoLivePanel';
import { StatusBadge } from '../components/StatusBadge';
import { when } from '@ott/client/format';
import { EventRulePanel } from '../../../components/pricing/RulePanel';
import '../catalogue.css';

/** `events/new` (the form alone) and `events/:eventId` (status, going live from an encoder, media, preview player and the form). */
export function EventPage() {
  const { eventId } = useParams();
  const { t } = useTranslation('catalogue');
  const channel = useConsoleChannel();
  const id = eventId === undefined ? null : Number(eventId);
  const event = useQuery({ ...eventQuery(channel.key, id ?? 0), enabled: id !== null });
  const options = useQuery(optionsQuery(channel.key));
  const videos = useQuery(videosQuery(channel.key));
  const failed = event.error ?? options.error ?? videos.error;
  if (failed) return <p role="alert">{isNotFound(failed) ? t('events.notFound') : t('common.loadFailed')}</p>;
  if (!options.data || !videos.data || (id !== null && !event.data)) return <p aria-busy="true">{t('common.loading')}</p>;
  return <EventScreen key={event.data?.id ?? 'new'} event={event.data ?? null} options={options.data} videos={videos.data} />;
}

function EventScreen({ event, options, videos }: { event: AdminEvent | null; options: AdminEventOptions; videos: VideoChoice[] }) {
  const { t, i18n } = useTranslation('catalogue');
  const channel = useConsoleChannel();
  const canEdit = channel.can('editor');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const client = useQueryClient();
  const { save, remove, refresh } = useCatalogueMutations<AdminEvent, ReturnType<typeof toBody>>(channel.key, 'events');
  const playback = useQuery({ ...playbackQuery(channel.key, event?.id ?? 0), enabled: event !== null });
  // Opened once the form is clean again, so the unsaved-changes guard lets the new event's page open.
  const [created, setCreated] = useState<number | null>(null);
  useEffect(() => {
    if (created !== null) void navigate(`../${created}`, { relative: 'path', replace: true });
  }, [created, navigate]);

  const changed = (next: AdminEvent) => {
    client.setQueryData(eventQuery(channel.key, next.id).queryKey, next);
    void client.invalidateQueries({ queryKey: [...areaKey(channel.key, 'events'), 'playback', next.id] });
    void refresh();
  };

  async function submit(values: EventFormValues, form: UseFormReturn<EventFormValues>) {
    try {
      const body = toBody(values, event === null);
      const saved = await save.mutateAsync({ id: event?.id, body });
      form.reset(valuesOf(saved, saved.time_zone));
      toast.success(t(event ? 'events.saved' : 'events.created', { name: saved.name }));
      if (event) changed(saved);
      else setCreated(saved.id);
    } catch (error) {
      if (!applyEventErrors(form, error)) throw error;
      toast.error(isApiError(error) ? error.message : t('common.failed'));
    }
  }

  async function deleteEvent() {
    if (!event) return;
    if (!(await confirm({ title: t('events.deleteTitle'), message: t('events.deleteMessage', { name: event.name }), confirmLabel: t('common.delete'), danger: true }))) return;
    try {
      await remove.mutateAsync(event.id);
      toast.success(t('events.deleted', { name: event.name }));
      void navigate('..', { relative: 'path' });
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('common.failed'));
    }
  }

  const playable = playback.data?.find((item) => item.url !== null);
  return (
    <>
      <PageHeader
        title={event ? event.name : t('events.new')}
        description={
          event ? (
            <span className="event-summary">
              <StatusBadge status={event.stream_status} />
              <span>{when(event.event_utc_ts, i18n.language, event.time_zone)}</span>
              <span className={event.visibility === 'hidden' ? 'badge catalogue-hidden' : 'badge badge--success'}>{t(`visibility.${event.visibility}`)}</span>
              <span className="muted">{t('events.orders', { count: event.orders_count })}</span>
            </span>
          ) : (
            t('events.newDescription')
          )
        }
        actions={
          event && canEdit ? (
            <button type="button" className="button button--danger" onClick={() => void deleteEvent()}>
              {t('common.delete')}
            </button>
          ) : null
        }
      />
      <div className={event ? 'event-page' : 'event-page event-page--new'}>
        <section className="panel event-page__form" aria-label={t('events.details')}>
          <EventForm event={event} options={options} videos={videos} mediaPath={mediaLibraryPath(channel.key)} disabled={!canEdit} onSubmit={submit} />
        </section>
        {event ? (
          <div className="event-page__side">
            <section className="panel" aria-labelledby="event-preview-title">
              <h2 className="panel__title" id="event-preview-title">
                {t('preview.title')}
              </h2>
              {playable?.url ? (
                <PreviewPlayer url={playable.url} label={t('preview.label', { name: event.name })} unavailable={t('preview.unavailable')} />
              ) : (
                <p className="muted">{playback.data?.some((item) => item.reason === 'processing') ? t('preview.processing') : t('preview.none')}</p>
              )}
            </section>
            {canEdit ? <GoLivePanel channelKey={channel.key} event={event} /> : null}
            <MediaPanel channelKey={channel.key} event={event} videos={videos} canEdit={canEdit} onChanged={changed} />
            <EventRulePanel calls={eventPricingCalls(channel.key)} eventId={event.id} canEdit={channel.can('admin')} />
          </div>
        ) : null}
      </div>
    </>
  );
}
