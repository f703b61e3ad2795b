import { TimeZoneField } from '../../../components/TimeZoneField';
import { canonicalTimeZone } from '../../../components/time-zones';
import { AdminEventInput, type AdminEvent, type AdminEventOptions } from '@ott/contracts/admin-catalogue';
import { useForm, useWatch, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VideoField } from '../../../components/VideoField';
import { Form, FormError, SelectField, TextAreaField, TextField } from '@ott/client/forms';
import type { VideoChoice } from '../../../components/video-choices';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { isApiError } from '../../../lib/api';
import { teamChoices } from '../../../lib/team-choices';
import { CountryPicker } from './CountryPicker';
import { ZonedDateTimeField } from './ZonedDateTimeField';
import { asSentences } from '../../../lib/server-text';

/** The form's own shape: flat fields (teams as away/home, price in the currency's units); `toBody` makes the API's. */
export interface EventFormValues {
  name: string;
  description: string;
  event_utc_ts: string;
  end_utc_ts: string;
  time_zone: string;
  /** Who can watch, as an operator says it; `offerOf` maps it to the spec's pricing types. */
  access: EventAccess;
  /** The spec type a single-event price is stored as: pay-per-view for new events, an existing paid event keeps paid. */
  single_type: 'paid' | 'ppv';
  price: number | null;
  event_category_id: number | null;
  location_id: number | null;
  away_id: number | null;
  home_id: number | null;
  visibility: 'public' | 'hidden';
  geo_mode: 'none' | 'block' | 'allow';
  geo_countries: string[];
  video_id: string | null;
  video_kind: 'vod' | 'live';
}

/**
 * Who can watch, one choice: free (spec `free`), registered viewers (`register`), passes and subscriptions only (`paid`
 * with no single-event offer), subscriptions only (the same, and one-off passes do not open it), or a single-event
 * price (`ppv`, or `paid` for an event stored that way; the passes that cover it open it too).
 */
export const EVENT_ACCESS = ['free', 'register', 'passes', 'subscriptions', 'single'] as const;
export type EventAccess = (typeof EVENT_ACCESS)[number];

export function accessOf(event: Pick<AdminEvent, 'pricing_type' | 'passes_only' | 'subscription_only'>): EventAccess {
  if (event.pricing_type === 'free' || event.pricing_type === 'register') return event.pricing_type;
  if (event.pricing_type === 'paid' && event.passes_only) return event.subscription_only ? 'subscriptions' : 'passes';
  return 'single';
}

/** The spec's pricing type and single-event offer for the operator's choice. */
export function offerOf(values: Pick<EventFormValues, 'access' | 'single_type' | 'price'>): { pricing_type: AdminEvent['pricing_type']; price: number | null; passes_only: boolean; subscription_only: boolean } {
  switch (values.access) {
    case 'free':
    case 'register':
      return { pricing_type: values.access, price: null, passes_only: false, subscription_only: false };
    case 'passes':
    case 'subscriptions':
      return { pricing_type: 'paid', price: null, passes_only: true, subscription_only: values.access === 'subscriptions' };
    case 'single':
      return { pricing_type: values.single_type, price: values.price === null ? null : Math.round(values.price * 100), passes_only: false, subscription_only: false };
  }
}

export function toBody(values: EventFormValues, creating: boolean) {
  const participants = [
    ...(values.away_id ? [{ id: values.away_id, role: 'away' as const }] : []),
    ...(values.home_id ? [{ id: values.home_id, role: 'home' as const }] : []),
  ];
  return {
    name: values.name,
    description: values.description || null,
    event_utc_ts: values.event_utc_ts,
    end_utc_ts: values.end_utc_ts,
    time_zone: values.time_zone,
    ...offerOf(values),
    event_category_id: values.event_category_id,
    location_id: values.location_id,
    participants,
    visibility: values.visibility,
    geo_rule: values.geo_mode === 'none' ? null : { mode: values.geo_mode, countries: values.geo_countries },
    ...(creating ? { video: values.video_id ? { id: values.video_id, kind: values.video_kind } : null } : {}),
  };
}

/** API field → form field, for the contract's and the server's messages. */
export function formFieldOf(path: string): keyof EventFormValues {
  if (path.startsWith('participants')) return 'away_id';
  if (path.startsWith('geo_rule')) return 'geo_countries';
  if (path.startsWith('video')) return 'video_id';
  if (path === 'pricing_type' || path === 'passes_only' || path === 'subscription_only') return 'access';
  return path.split('.')[0] as keyof EventFormValues;
}

/** Checks the API body with the contract's own schema, and puts each message on the field the operator edits. */
const resolver: Resolver<EventFormValues> = async (typed) => {
  const zone = canonicalTimeZone(typed.time_zone);
  const values = zone ? { ...typed, time_zone: zone } : typed;
  const parsed = AdminEventInput.safeParse(toBody(values, true));
  if (parsed.success && zone) return { values, errors: {} };
  const errors: FieldErrors<EventFormValues> = {};
  if (!zone) errors.time_zone = { type: 'custom', message: 'Choose a time zone from the list' };
  if (parsed.success) return { values: {}, errors };
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(issue.path.join('.'));
    if (!errors[field]) (errors as Record<string, unknown>)[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

export function valuesOf(event: AdminEvent | null, timeZone: string): EventFormValues {
  const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 86_400_000);
  return {
    name: event?.name ?? '',
    description: event?.description ?? '',
    event_utc_ts: event?.event_utc_ts ?? start.toISOString(),
    end_utc_ts: event?.end_utc_ts ?? new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    time_zone: event?.time_zone ?? timeZone,
    access: event ? accessOf(event) : 'free',
    single_type: event?.pricing_type === 'paid' ? 'paid' : 'ppv',
    price: event?.price === null || event?.price === undefined ? null : event.price / 100,
    event_category_id: event?.event_category_id ?? null,
    location_id: event?.location_id ?? null,
    away_id: event?.participants.find((p) => p.role === 'away')?.id ?? null,
    home_id: event?.participants.find((p) => p.role === 'home')?.id ?? null,
    visibility: event?.visibility ?? 'public',
    geo_mode: event?.geo_rule?.mode ?? 'none',
    geo_countries: event?.geo_rule?.countries ?? [],
    video_id: '',
    video_kind: 'vod',
  };
}

/** Puts the server's field errors on the form's fields (renamed to the form's), the rest as the form's error. */
export function applyEventErrors(form: UseFormReturn<EventFormValues>, error: unknown): boolean {
  if (!isApiError(error)) return false;
  const fields = Object.entries(error.errors);
  for (const [name, messages] of fields) form.setError(formFieldOf(name), { type: 'server', message: asSentences(messages) }, { shouldFocus: true });
  if (fields.length === 0) form.setError('root.server', { type: 'server', message: error.message });
  return true;
}

interface EventFormProps {
  event: AdminEvent | null;
  options: AdminEventOptions;
  videos: VideoChoice[];
  /** The media library screen, where the video picker sends operators to upload. */
  mediaPath: string;
  disabled: boolean;
  onSubmit: (values: EventFormValues, form: UseFormReturn<EventFormValues>) => Promise<void>;
}

/** Name, teams, sport, place, times in the event's zone, pricing, visibility, geo-blocking and (new events) a video. */
export function EventForm({ event, options, videos, mediaPath, disabled, onSubmit }: EventFormProps) {
  const { t } = useTranslation('catalogue');
  const form = useForm<EventFormValues>({ resolver, defaultValues: valuesOf(event, options.time_zone) });
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChangesGuard(isDirty);
  const [typedZone, access, geoMode] = useWatch({ control: form.control, name: ['time_zone', 'access', 'geo_mode'] });
  // While a zone is being typed, the times read in the last whole one.
  const timeZone = canonicalTimeZone(typedZone) ?? event?.time_zone ?? options.time_zone;
  const teams = teamChoices(options.participants, (gender) => t(`gender.${gender}`, { defaultValue: gender })).map((p) => ({ value: p.id, label: p.name }));

  return (
    <Form form={form} onSubmit={(values) => onSubmit(values, form)} className="form event-form">
      <fieldset disabled={disabled} className="event-form__fields">
        <TextField name="name" label={t('eventForm.name')} required maxLength={200} />
        <div className="event-form__row event-form__row--names">
          <SelectField name="away_id" label={t('eventForm.away')} options={teams} placeholder={t('eventForm.noTeam')} />
          <SelectField name="home_id" label={t('eventForm.home')} options={teams} placeholder={t('eventForm.noTeam')} />
        </div>
        <div className="event-form__row event-form__row--names">
          <SelectField
            name="event_category_id"
            label={t('eventForm.sport')}
            options={options.categories.map((c) => ({ value: c.id, label: c.parent_id ? `— ${c.name}` : c.name }))}
            placeholder={t('eventForm.none')}
          />
          <SelectField name="location_id" label={t('eventForm.location')} options={options.locations.map((l) => ({ value: l.id, label: `${l.name}, ${l.city}` }))} placeholder={t('eventForm.none')} />
        </div>
        <div className="event-form__row">
          <ZonedDateTimeField name="event_utc_ts" label={t('eventForm.start')} timeZone={timeZone} required />
          <ZonedDateTimeField name="end_utc_ts" label={t('eventForm.end')} timeZone={timeZone} required />
        </div>
        <div className="event-form__row">
          <TimeZoneField required name="time_zone" label={t('eventForm.timeZone')} channelZone={options.time_zone} />
          <SelectField required name="visibility" label={t('eventForm.visibility')} options={(['public', 'hidden'] as const).map((value) => ({ value, label: t(`visibility.${value}`) }))} />
        </div>
        <div className="event-form__row">
          <SelectField required name="access" label={t('eventForm.pricing')} hint={t(`access.hints.${access}`)} options={EVENT_ACCESS.map((value) => ({ value, label: t(`access.${value}`) }))} />
          {access === 'single' ? <TextField name="price" type="number" min={0.01} step={0.01} label={t('eventForm.price', { currency: options.currency })} hint={t('eventForm.priceHint')} required /> : null}
        </div>
        <SelectField required name="geo_mode" label={t('eventForm.geo')} options={(['none', 'block', 'allow'] as const).map((value) => ({ value, label: t(`geo.${value}`) }))} />
        {geoMode !== 'none' ? <CountryPicker name="geo_countries" label={t(`geo.${geoMode}Countries`)} /> : null}
        {event === null ? (
          <div className="event-form__row">
            <VideoField name="video_id" label={t('eventForm.video')} videos={videos} uploadTo={mediaPath} disabled={disabled} />
            <SelectField required name="video_kind" label={t('eventForm.videoKind')} options={(['vod', 'live'] as const).map((value) => ({ value, label: t(`media.kinds.${value}`) }))} />
          </div>
        ) : null}
        <TextAreaField name="description" label={t('eventForm.description')} rows={3} maxLength={5000} />
      </fieldset>
      <FormError />
      {disabled ? null : (
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {event ? t('common.save') : t('eventForm.create')}
          </button>
        </div>
      )}
    </Form>
  );
}
