import type { AdminCustomer } from '@ott/contracts/admin-customers';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useConfirm } from '../../../components/confirm';
import { PageHeader } from '../../../components/PageHeader';
import { RowsTable } from '../../../components/RowsTable';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { toast } from '../../../components/toast';
import { isNotFound } from '../../../lib/api';
import { useConsoleChannel } from '../../../lib/console-channel';
import { type CustomerAction, customerQuery, useCustomerActions } from '../api';
import { AccessPanel } from '../components/AccessPanel';
import { CompDialog } from '../components/CompDialog';
import { DeleteDialog } from '../components/DeleteDialog';
import { countryName, day, languageName, money, when } from '../format';
import '../customers.css';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="panel stack" aria-labelledby={id}>
      <h2 className="panel__title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A button that, when the role lacks it (or it does not apply), stays visible but disabled with the reason under it. */
function ActionButton({ label, disabledReason, onClick, danger = false, busy = false }: { label: string; disabledReason: string | null; onClick: () => void; danger?: boolean; busy?: boolean }) {
  const reasonId = `${label.replace(/\W+/g, '-').toLowerCase()}-why`;
  return (
    <div className="customer__action">
      <button type="button" className={`button ${danger ? 'button--danger' : 'button--secondary'}`} disabled={disabledReason !== null || busy} aria-describedby={disabledReason ? reasonId : undefined} onClick={onClick}>
        {label}
      </button>
      {disabledReason ? (
        <span className="field__hint" id={reasonId}>
          {disabledReason}
        </span>
      ) : null}
    </div>
  );
}

/** One customer: profile, support's actions, "why can't they watch?", orders, entitlements, cards, devices, counters, favourites, sign-ins. */
export function CustomerPage() {
  const { t, i18n } = useTranslation('customers');
  const channel = useConsoleChannel();
  const id = Number(useParams().customerId);
  const customer = useQuery(customerQuery(channel.key, id));
  if (customer.isPending) return <p role="status">{t('loading')}</p>;
  // A missing customer (another channel's, a mistyped id) is said so: trying again would not help.
  if (isNotFound(customer.error)) return <p role="alert">{t('notFound')}</p>;
  if (customer.isError)
    return (
      <div className="stack" role="alert">
        <p>{t('loadError')}</p>
        <p className="form-error">{errorText(customer.error)}</p>
        <div>
          <button type="button" className="button button--secondary" onClick={() => void customer.refetch()}>
            {t('retry')}
          </button>
        </div>
      </div>
    );
  return <CustomerView customer={customer.data} channelKey={channel.key} isAdmin={channel.can('admin')} language={i18n.language} timeZone={channel.timeZone} />;
}

function CustomerView({ customer, channelKey, isAdmin, language, timeZone }: { customer: AdminCustomer; channelKey: string; isAdmin: boolean; language: string; timeZone: string }) {
  const { t } = useTranslation('customers');
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { profile } = customer;
  const actions = useCustomerActions(channelKey, profile.id);
  const [compOpen, setCompOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const name = `${profile.first_name} ${profile.last_name}`.trim() || profile.email;
  const needsAdmin = isAdmin ? null : t('actions.needsAdmin');
  const country = countryName(profile.last_country_code, language);

  const run = async (action: CustomerAction) => {
    if (action === 'end-sessions' && !(await confirm({ title: t('actions.confirmEndTitle'), message: t('actions.confirmEnd', { email: profile.email }), confirmLabel: t('actions.endSessions'), danger: true }))) return;
    try {
      await actions.simple.mutateAsync(action);
      toast.success(t(`actions.done.${action}`));
    } catch (error) {
      toast.error(errorText(error));
    }
  };
  const cancelRenewal = async (orderId: number, item: string) => {
    if (!(await confirm({ title: t('actions.confirmCancelTitle'), message: t('actions.confirmCancel', { item }), confirmLabel: t('orders.cancelRenewal'), danger: true }))) return;
    try {
      await actions.cancelRenewal.mutateAsync(orderId);
      toast.success(t('actions.done.cancelRenewal'));
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return (
    <div className="stack customer">
      <PageHeader title={t('page.title', { name })} description={t('page.account', { id: profile.id })} />
      <div className="customer__grid">
        <Section id="customer-profile" title={t('sections.profile')}>
          <dl className="customer__facts">
            <dt>{t('profile.email')}</dt>
            <dd>{profile.email}</dd>
            <dt>{t('profile.verified')}</dt>
            <dd>{profile.email_verified ? t('yes') : t('no')}</dd>
            <dt>{t('profile.name')}</dt>
            <dd>{`${profile.first_name} ${profile.last_name}`.trim() || t('none')}</dd>
            <dt>{t('profile.language')}</dt>
            <dd>{languageName(profile.language, language) ?? '—'}</dd>
            <dt>{t('profile.mailing')}</dt>
            <dd>{profile.mailing_opt_in ? t('yes') : t('no')}</dd>
            <dt>{t('profile.temporaryPassword')}</dt>
            <dd>{profile.temporary_password ? t('yes') : t('no')}</dd>
            <dt>{t('profile.signIn')}</dt>
            <dd>{[profile.has_password ? t('profile.password') : null, ...profile.social_providers].filter(Boolean).join(', ') || t('none')}</dd>
            <dt>{t('profile.trial')}</dt>
            <dd>{profile.trial_period_used ? day(profile.trial_period_used, language, timeZone) : t('no')}</dd>
            <dt>{t('profile.joined')}</dt>
            <dd>{day(profile.created_at, language, timeZone)}</dd>
            <dt>{t('profile.country')}</dt>
            <dd>{country ?? t('none')}</dd>
          </dl>
        </Section>

        <Section id="customer-actions" title={t('sections.actions')}>
          <div className="customer__actions">
            <ActionButton label={t('actions.resend')} disabledReason={profile.email_verified ? t('actions.alreadyVerified') : null} busy={actions.simple.isPending} onClick={() => void run('resend-verification')} />
            <ActionButton label={t('actions.reset')} disabledReason={null} busy={actions.simple.isPending} onClick={() => void run('password-reset')} />
            <ActionButton label={t('actions.endSessions')} disabledReason={null} busy={actions.simple.isPending} onClick={() => void run('end-sessions')} />
            <ActionButton label={t('actions.comp')} disabledReason={needsAdmin} onClick={() => setCompOpen(true)} />
            <ActionButton label={t('actions.delete')} disabledReason={needsAdmin} danger onClick={() => setDeleteOpen(true)} />
          </div>
        </Section>
      </div>

      <Section id="customer-access" title={t('sections.access')}>
        <AccessPanel channelKey={channelKey} customerId={profile.id} />
      </Section>

      <Section id="customer-orders" title={t('sections.orders')}>
        {customer.orders.length === 0 ? (
          <p className="muted">{t('orders.empty')}</p>
        ) : (
          <ScrollRegion label={t('sections.orders')}>
            <table className="table">
              <caption className="visually-hidden">{t('orders.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('orders.columns.id')}</th>
                  <th scope="col">{t('orders.columns.item')}</th>
                  <th scope="col">{t('orders.columns.status')}</th>
                  <th scope="col">{t('orders.columns.total')}</th>
                  <th scope="col">{t('orders.columns.renewal')}</th>
                  <th scope="col">{t('orders.columns.ends')}</th>
                  <th scope="col">{t('orders.columns.created')}</th>
                </tr>
              </thead>
              <tbody>
                {customer.orders.map((order) => (
                  <tr key={order.id}>
                    <td>
                      <Link to={`/channels/${channelKey}/orders/${order.id}`}>#{order.id}</Link>
                    </td>
                    <td>{order.product_name}</td>
                    <td>
                      {t(`orders.statuses.${order.status}`, { defaultValue: order.status })} · {t(`orders.activity.${order.activity_status}`, { defaultValue: order.activity_status })}
                      {order.counts ? <span className="badge badge--success"> {t('orders.counts')}</span> : null}
                      {order.provider === 'comp' ? <span className="badge"> {t('orders.comp')}</span> : null}
                    </td>
                    <td>
                      {money(order.total, order.currency, language)}
                      {order.refunded_amount > 0 ? <div className="muted">{t('orders.refunded', { amount: money(order.refunded_amount, order.currency, language) })}</div> : null}
                    </td>
                    <td>
                      {order.renewal_state ? t(`orders.renewal.${order.renewal_state}`, { defaultValue: order.renewal_state }) : '—'}
                      {order.type === 'subscription' && order.renewal_state === 'active' ? (
                        <div>
                          <button type="button" className="button button--ghost button--small" disabled={!isAdmin || actions.cancelRenewal.isPending} title={needsAdmin ?? undefined} onClick={() => void cancelRenewal(order.id, order.product_name)}>
                            {t('orders.cancelRenewal')}
                          </button>
                          {needsAdmin ? <div className="field__hint">{needsAdmin}</div> : null}
                        </div>
                      ) : null}
                    </td>
                    <td>{day(order.period_end, language, timeZone) || '—'}</td>
                    <td>{day(order.created_at, language, timeZone)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </Section>

      <div className="customer__grid">
        <Section id="customer-entitlements" title={t('sections.entitlements')}>
          {customer.entitlements.length === 0 ? <p className="muted">{t('entitlements.empty')}</p> : null}
          <ul className="customer__list">
            {customer.entitlements.map((entitlement) => (
              <li key={entitlement.order_id}>
                <strong>{entitlement.name}</strong>
                {entitlement.period_end ? ` (${t('entitlements.until', { date: day(entitlement.period_end, language, timeZone) })})` : null}
                {t('colon')}
                {entitlement.covers.all_events
                  ? t('entitlements.allEvents')
                  : [...entitlement.covers.categories, ...entitlement.covers.participants, ...(entitlement.covers.event_id ? [t('entitlements.event', { id: entitlement.covers.event_id })] : [])].join(', ') ||
                    // An add-on covers no event of its own: what it adds, rather than a "None" that reads as no access.
                    (entitlement.capabilities.length ? t('entitlements.adds', { what: entitlement.capabilities.map((capability) => t(`capability.${capability}`)).join(', ') }) : t('none'))}
                {!entitlement.effective ? <div className="field__hint">{t('entitlements.notEffective')}</div> : null}
              </li>
            ))}
          </ul>
          <p>
            <strong>
              {t('entitlements.capabilities')}
              {t('colon').trimEnd()}
            </strong>{' '}
            {customer.capabilities.length ? customer.capabilities.map((capability) => t(`capability.${capability}`)).join(', ') : t('entitlements.noCapabilities')}
          </p>
        </Section>

        <Section id="customer-cards" title={t('sections.cards')}>
          {customer.cards.length === 0 ? (
            <p className="muted">{t('cards.empty')}</p>
          ) : (
            <ul className="customer__list">
              {customer.cards.map((card, index) => (
                <li key={index}>
                  {card.brand} •••• {card.last4} ({t('cards.expires', { month: String(card.exp_month).padStart(2, '0'), year: card.exp_year })})
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section id="customer-devices" title={t('sections.devices')}>
          <p>
            {t('devices.sessions', { count: customer.sessions.active })}
            {customer.sessions.last_used_at ? `, ${t('devices.lastUsed', { date: when(customer.sessions.last_used_at, language, timeZone) })}` : ''}
          </p>
          <h3 className="field__label">{t('devices.linked')}</h3>
          {customer.linked_devices.length === 0 ? (
            <p className="muted">{t('devices.noLinked')}</p>
          ) : (
            <ul className="customer__list">
              {customer.linked_devices.map((device, index) => (
                <li key={index}>
                  {when(device.at, language, timeZone)} · {device.user_agent ?? '—'} · {device.ip ?? '—'}
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section id="customer-counters" title={t('sections.counters')}>
          <dl className="customer__facts">
            {(['downloads', 'clips'] as const).map((kind) => (
              <div key={kind} style={{ display: 'contents' }}>
                <dt>{t(`counters.${kind}`)}</dt>
                <dd>{customer.counters[kind].cap === null ? t('counters.noCap', { used: customer.counters[kind].used }) : t('counters.of', { used: customer.counters[kind].used, cap: customer.counters[kind].cap })}</dd>
              </div>
            ))}
          </dl>
        </Section>

        <Section id="customer-favorites" title={t('sections.favorites')}>
          {customer.favorites.length === 0 ? (
            <p className="muted">{t('favorites.empty')}</p>
          ) : (
            <ul className="customer__list">
              {customer.favorites.map((favorite) => (
                <li key={favorite.id}>
                  {t(`favorites.type.${favorite.type}`, { defaultValue: favorite.type })}: {favorite.name}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>

      <Section id="customer-sign-ins" title={t('sections.signIns')}>
        <RowsTable
          label={t('signIns.caption')}
          empty={t('signIns.empty')}
          rows={customer.sign_ins}
          rowKey={(signIn, index) => `${signIn.at}-${index}`}
          columns={[
            { header: t('signIns.columns.at'), cell: (signIn) => when(signIn.at, language, timeZone) },
            { header: t('signIns.columns.method'), cell: (signIn) => t(`signIns.method.${signIn.method}`, { defaultValue: signIn.method }) },
            { header: t('signIns.columns.ip'), cell: (signIn) => signIn.ip ?? '—' },
            { header: t('signIns.columns.country'), cell: (signIn) => countryName(signIn.country_code, language) ?? '—' },
            { header: t('signIns.columns.device'), cell: (signIn) => signIn.user_agent ?? '—' },
          ]}
        />
      </Section>

      <CompDialog
        channelKey={channelKey}
        open={compOpen}
        busy={actions.comp.isPending}
        error={actions.comp.error ? errorText(actions.comp.error) : null}
        onClose={() => {
          setCompOpen(false);
          actions.comp.reset();
        }}
        onSubmit={(body) =>
          actions.comp.mutate(body, {
            onSuccess: () => {
              setCompOpen(false);
              toast.success(t('actions.done.comp'));
            },
          })
        }
      />
      <DeleteDialog
        email={profile.email}
        open={deleteOpen}
        busy={actions.remove.isPending}
        error={actions.remove.error ? errorText(actions.remove.error) : null}
        onClose={() => {
          setDeleteOpen(false);
          actions.remove.reset();
        }}
        onSubmit={(typed) =>
          actions.remove.mutate(typed, {
            onSuccess: () => {
              toast.success(t('actions.done.delete'));
              void navigate(`/channels/${channelKey}/customers`);
            },
          })
        }
      />
    </div>
  );
}
