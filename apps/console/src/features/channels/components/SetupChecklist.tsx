import type { ConsoleAccess } from '@ott/contracts/admin-auth';
import { CHANNEL_SETUP_ITEMS, type ChannelSetup, type ChannelSetupItemId } from '@ott/contracts/channel-setup';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../components/toast';
import { isApiError } from '../../../lib/api';
import { useConsoleChannel } from '../../../lib/console-channel';
import { channelSetupQuery, confirmPaymentMode, dismissChannelSetup, markLegalPagesReviewed } from '../api';
import type { HostnameState } from '../hostname-probe';
import { useHostnameProbes } from '../use-hostname-probes';
import '../setup.css';

/** Where each item is fixed (relative to the channel), and the role that screen needs; payments are confirmed here. */
const FIX_AT: Record<ChannelSetupItemId, { to: string; access: ConsoleAccess } | null> = {
  branding: { to: 'branding', access: 'admin' },
  logo: { to: 'branding', access: 'admin' },
  legal_pages: { to: 'content/pages', access: 'editor' },
  contact_form: { to: 'content/contact-form', access: 'editor' },
  analytics: { to: 'settings', access: 'admin' },
  offer: { to: 'offer/passes', access: 'support' },
  video: { to: 'catalogue/events', access: 'editor' },
  payments: null,
  hostnames: { to: 'settings', access: 'admin' },
};

function hostnamesDone(hostnames: readonly string[], states: Record<string, HostnameState>): boolean {
  return hostnames.length > 0 && hostnames.every((host) => states[host] === 'reachable');
}

/**
 * The channel's setup checklist on its overview: each item from the channel's state (the server's, and the
 * hostnames probed from this browser), with a link to where it is fixed. Once every item is done an admin may dismiss
 * it; it then gives way to a 'Setup complete' line.
 */
export function SetupChecklist({ probe }: { probe?: (hostname: string) => Promise<boolean> }) {
  const { t } = useTranslation('channels');
  const { key, can } = useConsoleChannel();
  const client = useQueryClient();
  const setup = useQuery(channelSetupQuery(key));
  const { states, recheck } = useHostnameProbes(setup.data?.hostnames, probe);
  const [busy, setBusy] = useState<string | null>(null);

  async function act(name: string, send: () => Promise<ChannelSetup>, success: string) {
    setBusy(name);
    try {
      client.setQueryData(channelSetupQuery(key).queryKey, await send());
      toast.success(success);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('error'));
      await client.invalidateQueries({ queryKey: channelSetupQuery(key).queryKey });
    } finally {
      setBusy(null);
    }
  }

  if (setup.isPending) return <p className="muted setup-checklist__state">{t('setup.loading')}</p>;
  if (setup.isError) {
    return (
      <div className="form-error setup-checklist__state" role="alert">
        <span>{isApiError(setup.error) ? setup.error.message : t('setup.loadError')}</span>{' '}
        <button type="button" className="button button--small button--secondary" onClick={() => void setup.refetch()}>
          {t('setup.retry')}
        </button>
      </div>
    );
  }

  const data = setup.data;
  if (data.dismissed_at !== null) return <p className="setup-complete">{t('setup.complete')}</p>;

  const serverDone = new Map(data.items.map((item) => [item.id, item.done]));
  const isDone = (id: ChannelSetupItemId) => (id === 'hostnames' ? hostnamesDone(data.hostnames, states) : serverDone.get(id) === true);
  const doneCount = CHANNEL_SETUP_ITEMS.filter(isDone).length;
  const total = CHANNEL_SETUP_ITEMS.length;
  const allDone = doneCount === total;

  function label(id: ChannelSetupItemId): string {
    return id === 'payments' ? t(`setup.items.payments.label.${data.payment_mode}`) : t(`setup.items.${id}.label`);
  }

  function extra(id: ChannelSetupItemId) {
    if (id === 'legal_pages' && !isDone(id) && can('editor')) {
      return (
        <button type="button" className="button button--small button--secondary" disabled={busy !== null} onClick={() => void act('legal', () => markLegalPagesReviewed(key), t('setup.legalReviewed'))}>
          {t('setup.markReviewed')}
        </button>
      );
    }
    if (id === 'payments' && !isDone(id) && can('admin')) {
      return (
        <button type="button" className="button button--small button--secondary" disabled={busy !== null} onClick={() => void act('payments', () => confirmPaymentMode(key, data.payment_mode), t('setup.paymentConfirmed'))}>
          {t(`setup.confirmMode.${data.payment_mode}`)}
        </button>
      );
    }
    if (id === 'hostnames' && data.hostnames.length > 0) {
      return (
        <>
          <ul className="setup-hosts">
            {data.hostnames.map((host) => (
              <li key={host}>
                <code>{host}</code> <span className={`setup-hosts__state setup-hosts__state--${states[host] ?? 'checking'}`}>{t(`setup.host.${states[host] ?? 'checking'}`)}</span>
              </li>
            ))}
          </ul>
          <button type="button" className="button button--small button--ghost" onClick={recheck}>
            {t('setup.recheck')}
          </button>
        </>
      );
    }
    return null;
  }

  return (
    <section className="panel setup-checklist" aria-labelledby="setup-checklist-title">
      <div className="setup-checklist__head">
        <h2 id="setup-checklist-title" className="panel__title">
          {t('setup.title')}
        </h2>
        <p className="setup-checklist__progress">
          <span>{t('setup.progress', { done: doneCount, total })}</span>
          <progress max={total} value={doneCount} aria-label={t('setup.progress', { done: doneCount, total })} />
        </p>
      </div>
      <ol className="setup-list">
        {CHANNEL_SETUP_ITEMS.map((id) => {
          const done = isDone(id);
          const fix = FIX_AT[id];
          const hint = id === 'hostnames' && data.hostnames.length === 0 ? t('setup.items.hostnames.none') : t(`setup.items.${id}.hint`);
          return (
            <li key={id} className={`setup-item${done ? ' setup-item--done' : ''}`} data-item={id}>
              <span className="setup-item__mark" aria-hidden="true">
                {done ? '✓' : ''}
              </span>
              <div className="setup-item__body">
                <p className="setup-item__label">
                  {label(id)} <span className="visually-hidden">{done ? t('setup.done') : t('setup.toDo')}</span>
                </p>
                <p className="setup-item__hint muted">{hint}</p>
                <div className="setup-item__actions">
                  {fix && can(fix.access) ? <Link to={fix.to}>{t(`setup.items.${id}.link`)}</Link> : null}
                  {extra(id)}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {allDone && can('admin') ? (
        <div className="setup-checklist__foot">
          <p>{t('setup.allDone')}</p>
          <button type="button" className="button button--primary" disabled={busy !== null} onClick={() => void act('dismiss', () => dismissChannelSetup(key), t('setup.dismissed'))}>
            {t('setup.dismiss')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
