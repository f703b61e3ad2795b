import type { AccessReason, AdminCustomerAccess } from '@ott/contracts/admin-customers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@ott/client/forms';
import { useConsoleChannel } from '../../../lib/console-channel';
import { useDebounced } from '../../../lib/use-debounced';
import { accessQuery, eventChoicesQuery } from '../api';
import { countryName, day } from '../format';


/** One reason in plain words, in the console's language; its date (an order's end or refund) in the channel's zone. */
export function ReasonText({ reason, timeZone }: { reason: AccessReason; timeZone: string }) {
  const { t, i18n } = useTranslation('customers');
  const country = countryName(reason.country_code ?? null, i18n.language) ?? reason.country_code ?? '';
  const named = { order: reason.order_id, pass: reason.pass_name, date: day(reason.at, i18n.language, timeZone) };
  switch (reason.code) {
    case 'geo_blocked':
      return <>{t(reason.scope === 'channel' ? 'access.reasons.geo_blocked_channel' : 'access.reasons.geo_blocked_event', { country })}</>;
    case 'not_purchased': {
      const openers = reason.openers ?? [];
      return (
        <>
          {t('access.reasons.not_purchased')} {openers.length ? t('access.reasons.openers', { passes: openers.map((pass) => pass.name).join(', ') }) : t('access.reasons.noOpeners')}
        </>
      );
    }
    case 'stream_limit':
    case 'stream_limit_reached':
      return <>{t(`access.reasons.${reason.code}`, { limit: reason.limit, playing: reason.playing, devices: (reason.devices ?? []).join(', ') })}</>;
    case 'capability_missing':
      return <>{t('access.reasons.capability_missing', { capability: t(`capability.${reason.capability ?? 'watch'}`) })}</>;
    default:
      return <>{t(`access.reasons.${reason.code}`, named)}</>;
  }
}

/** "Why can't this viewer watch X?": pick an event, read the decision and each reason. */
export function AccessPanel({ channelKey, customerId }: { channelKey: string; customerId: number }) {
  const { t, i18n } = useTranslation('customers');
  const { timeZone } = useConsoleChannel();
  const searchId = useId();
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim(), 300);
  const [picked, setPicked] = useState<number | null>(null);
  const events = useQuery({ ...eventChoicesQuery(channelKey, search), placeholderData: keepPreviousData });
  const decision = useQuery(accessQuery(channelKey, customerId, picked));

  return (
    <div className="stack">
      <p className="muted">{t('access.intro')}</p>
      <label className="field" htmlFor={searchId}>
        <span className="field__label">{t('access.search')}</span>
        <input id={searchId} className="input" type="search" value={input} maxLength={200} onChange={(event) => setInput(event.target.value)} />
      </label>
      {events.data && events.data.data.length === 0 ? <p className="muted">{t('access.noEvents')}</p> : null}
      <ul className="customer__events" aria-label={t('access.event')}>
        {(events.data?.data ?? []).map((event) => (
          <li key={event.id}>
            <button type="button" className={`button button--small ${picked === event.id ? 'button--primary' : 'button--ghost'}`} aria-pressed={picked === event.id} onClick={() => setPicked(event.id)}>
              #{event.id} {event.name} · {day(event.event_utc_ts, i18n.language, event.time_zone)}
            </button>
          </li>
        ))}
      </ul>
      {picked !== null && decision.isFetching && !decision.data ? <p role="status">{t('access.checking')}</p> : null}
      <ErrorMessage message={decision.isError ? (decision.error as Error).message : null} />
      {decision.data ? <Decision access={decision.data} timeZone={timeZone} /> : null}
    </div>
  );
}

function Decision({ access, timeZone }: { access: AdminCustomerAccess; timeZone: string }) {
  const { t, i18n } = useTranslation('customers');
  const country = countryName(access.country_code, i18n.language);
  return (
    <div className="stack" role="status" aria-live="polite">
      <p className="customer__verdict">{t(access.can_watch ? 'access.canWatch' : 'access.cannotWatch', { name: access.event.name })}</p>
      {access.has_access && !access.can_watch ? <p>{t('access.hasAccessButBlocked')}</p> : null}
      <p className="muted">{country ? t('access.country', { country }) : t('access.countryUnknown')}</p>
      <ul className="customer__reasons">
        {access.reasons.map((reason, index) => (
          <li key={`${reason.code}-${index}`} className={`customer__reason${reason.blocking ? ' customer__reason--blocking' : ''}`}>
            <span className="visually-hidden">{reason.blocking ? t('access.blocking') : t('access.info')}: </span>
            <ReasonText reason={reason} timeZone={timeZone} />
          </li>
        ))}
      </ul>
    </div>
  );
}
