import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useConsoleChannel } from '../../../lib/console-channel';
import { choicesQuery } from '../api/passes';
import { pricingRuleCalls, rulesQuery } from '../api/pricing';
import { RuleEditor } from '../../../components/pricing/RulePanel';
import '../offer.css';

/** Replay pricing rules: per category here (an event's own rule is set on its page, and wins over its category's). */
export function PricingRulesScreen() {
  const { t } = useTranslation('offer');
  const channel = useConsoleChannel();
  const canEdit = channel.can('admin');
  const calls = pricingRuleCalls(channel.key);
  const rules = useQuery(rulesQuery(channel.key));
  const options = useQuery(choicesQuery(channel.key));
  const [category, setCategory] = useState('');
  const pickId = useId();
  const ruled = new Set((rules.data ?? []).map((rule) => rule.event_category_id));
  const free = (options.data?.categories ?? []).filter((c) => !ruled.has(c.id));

  return (
    <>
      <PageHeader title={t('rules.title')} description={t('rules.description')} />
      {rules.isPending || options.isPending ? (
        <p role="status" className="offer-state">
          {t('common.loading')}
        </p>
      ) : rules.isError || options.isError ? (
        <div role="alert" className="notice notice--warning">
          <p>{t('common.loadFailed')}</p>
          <button type="button" className="button button--secondary button--small" onClick={() => void Promise.all([rules.refetch(), options.refetch()])}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <>
          {rules.data.length === 0 ? <p className="empty-state">{t('rules.empty')}</p> : null}
          {rules.data.map((rule) => (
            <section key={rule.id} className="panel offer-rule-panel" aria-labelledby={`rule-${rule.id}`}>
              <h2 className="panel__title" id={`rule-${rule.id}`}>
                {rule.event_id !== null ? (
                  <>
                    {t('rules.forEvent')}{' '}
                    {channel.can('editor') ? (
                      <Link to={`/channels/${channel.key}/catalogue/events/${rule.event_id}`}>{rule.scope_name}</Link>
                    ) : (
                      rule.scope_name
                    )}
                  </>
                ) : (
                  t('rules.forCategory', { name: rule.scope_name })
                )}
              </h2>
              <RuleEditor calls={calls} scope={null} rule={rule} canEdit={canEdit} />
            </section>
          ))}
          {canEdit ? (
            <section className="panel offer-rule-panel" aria-labelledby={`${pickId}-title`}>
              <h2 className="panel__title" id={`${pickId}-title`}>
                {t('rules.newForCategory')}
              </h2>
              <div className="field">
                <label className="field__label" htmlFor={pickId}>
                  {t('rules.category')}
                </label>
                <select id={pickId} className="input select" value={category} onChange={(event) => setCategory(event.target.value)}>
                  <option value="">{t('rules.chooseCategory')}</option>
                  {free.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.parent_id ? `— ${c.name}` : c.name}
                    </option>
                  ))}
                </select>
              </div>
              {category ? <RuleEditor key={category} calls={calls} scope={{ event_category_id: Number(category) }} rule={null} canEdit onDone={() => setCategory('')} /> : null}
            </section>
          ) : null}
        </>
      )}
    </>
  );
}
