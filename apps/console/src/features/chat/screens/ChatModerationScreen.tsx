import type { AdminChatMessage } from '@ott/contracts/chat';
import { when } from '@ott/client/format';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { useConsoleChannel } from '../../../lib/console-channel';
import { chatEventsQuery, chatMessagesQuery, chatReportsQuery, chatSanctionsQuery, chatSettingsQuery, useChatActions } from '../api';
import { ChatMessages, TIMEOUT_MINUTES } from '../components/ChatMessages';
import { ChatSettingsForm } from '../components/ChatSettingsForm';
import '../chat.css';

/** A channel's chat moderation: an event's live messages with their actions, the rules, the reports queue and the bans. */
export function ChatModerationScreen() {
  const { t, i18n } = useTranslation('chat');
  const channel = useConsoleChannel();
  const id = useId();
  const events = useQuery(chatEventsQuery(channel.key));
  const [chosen, setChosen] = useState<number | null>(null);
  const eventId = chosen ?? events.data?.[0]?.id ?? null;
  const messages = useQuery({ ...chatMessagesQuery(channel.key, eventId ?? 0), enabled: eventId !== null });
  const settings = useQuery(chatSettingsQuery(channel.key));
  const reports = useQuery(chatReportsQuery(channel.key));
  const sanctions = useQuery(chatSanctionsQuery(channel.key));
  const actions = useChatActions(channel.key);
  const busy = actions.remove.isPending || actions.pin.isPending || actions.sanction.isPending || actions.settle.isPending || actions.lift.isPending;
  const failed = [actions.remove, actions.pin, actions.sanction, actions.settle, actions.lift, actions.saveSettings].some((action) => action.isError);
  const date = (iso: string) => when(iso, i18n.language, channel.timeZone);

  const sanction = (message: AdminChatMessage, kind: 'timeout' | 'ban') => actions.sanction.mutate({ user_id: message.user_id, kind, ...(kind === 'timeout' ? { minutes: TIMEOUT_MINUTES } : {}) });

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      {failed && (
        <p role="alert" className="notice notice--warning">
          {t('common.failed')}
        </p>
      )}
      <div className="chat-moderation">
        <section className="card card--padded chat-moderation__live" aria-labelledby={`${id}-live`}>
          <h2 id={`${id}-live`}>{t('messages.title')}</h2>
          {events.isPending ? (
            <p role="status" className="muted">
              {t('common.loading')}
            </p>
          ) : !events.data || events.data.length === 0 ? (
            <p className="empty-state">{t('events.none')}</p>
          ) : (
            <>
              <div className="field chat-moderation__event">
                <label className="field__label" htmlFor={`${id}-event`}>
                  {t('events.label')}
                </label>
                <select id={`${id}-event`} className="input select" value={eventId ?? ''} onChange={(event) => setChosen(Number(event.target.value))}>
                  {events.data.map((event) => (
                    <option key={event.id} value={event.id}>
                      {event.name} · {date(event.event_utc_ts)}
                    </option>
                  ))}
                </select>
              </div>
              {messages.data ? (
                <ChatMessages
                  messages={messages.data}
                  busy={busy}
                  onDelete={(message) => actions.remove.mutate(message.id)}
                  onPin={(message) => actions.pin.mutate({ id: message.id, pinned: !message.pinned })}
                  onTimeout={(message) => sanction(message, 'timeout')}
                  onBan={(message) => sanction(message, 'ban')}
                />
              ) : (
                <p role="status" className="muted">
                  {t('common.loading')}
                </p>
              )}
            </>
          )}
        </section>

        <section className="card card--padded" aria-labelledby={`${id}-reports`}>
          <h2 id={`${id}-reports`}>{t('reports.title')}</h2>
          {reports.data && reports.data.length > 0 ? (
            <ul className="chat-moderation__list" aria-label={t('reports.title')}>
              {reports.data.map((report) => (
                <li key={report.id}>
                  <div>
                    <strong>{report.message.display_name}</strong> {report.message.text}
                    <div className="muted">{t('reports.by', { name: report.reporter_name, reason: report.reason ?? t('reports.noReason') })}</div>
                  </div>
                  <div className="button-row">
                    <button type="button" className="button button--secondary button--small" disabled={busy} onClick={() => actions.settle.mutate({ id: report.id, action: 'dismiss' })}>
                      {t('reports.dismiss')}
                    </button>
                    <button type="button" className="button button--danger button--small" disabled={busy} onClick={() => actions.settle.mutate({ id: report.id, action: 'delete' })}>
                      {t('reports.delete')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty-state">{t('reports.empty')}</p>
          )}
        </section>

        <section className="card card--padded" aria-labelledby={`${id}-bans`}>
          <h2 id={`${id}-bans`}>{t('bans.title')}</h2>
          {sanctions.data && sanctions.data.length > 0 ? (
            <ul className="chat-moderation__list" aria-label={t('bans.title')}>
              {sanctions.data.map((item) => (
                <li key={item.id}>
                  <div>
                    <strong>{item.display_name}</strong> {item.kind === 'ban' ? t('bans.banned') : t('bans.timedOut', { until: date(item.until ?? '') })}
                  </div>
                  <button type="button" className="button button--secondary button--small" disabled={busy} onClick={() => actions.lift.mutate(item.id)} aria-label={t('bans.liftOf', { name: item.display_name })}>
                    {t('bans.lift')}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty-state">{t('bans.empty')}</p>
          )}
        </section>

        <section className="card card--padded" aria-labelledby={`${id}-settings`}>
          <h2 id={`${id}-settings`}>{t('settings.title')}</h2>
          {settings.data ? (
            <ChatSettingsForm key={JSON.stringify(settings.data)} settings={settings.data} saving={actions.saveSettings.isPending} saved={actions.saveSettings.isSuccess} onSave={(next) => actions.saveSettings.mutate(next)} />
          ) : (
            <p role="status" className="muted">
              {t('common.loading')}
            </p>
          )}
        </section>
      </div>
    </>
  );
}
