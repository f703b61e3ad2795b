import type { AdminAuditEntry, AdminAuditQuery } from '@ott/contracts/admin-audit';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditPage } from '../api';
import { actionWords, itemWords } from '../audit-words';
import { DataTable } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { when } from '@ott/client/format';
import { administeredChannels, useMe } from '../../../lib/session';
import { useDebounced } from '../../../lib/use-debounced';
import { dayStartIso } from '../../../lib/zoned-time';

/** One row of `GET /api/admin/audit`. */
type AuditEntry = AdminAuditEntry;

export interface AuditFilters {
  channel_key: string;
  operator: string;
  action: string;
  entity_type: string;
  from: string;
  to: string;
}

const EMPTY: AuditFilters = { channel_key: '', operator: '', action: '', entity_type: '', from: '', to: '' };

/**
 * A `YYYY-MM-DD` day → the ISO instant it starts in the zone (the browser's when none); `to` takes the next day's start,
 * so the day is included.
 */
export function dayBoundary(day: string, end = false, timeZone?: string): string | undefined {
  return day ? dayStartIso(day, timeZone, end) : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The top-level fields whose value differs between before and after (both objects), so the change is seen at once. */
export function changedKeys(before: unknown, after: unknown): string[] {
  if (!isRecord(before) || !isRecord(after)) return [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/** `/admin/audit`: every console change the operator may see, newest first, with filters and before/after per row. */
export function AuditScreen() {
  const { t, i18n } = useTranslation();
  const { data: me } = useMe();
  const [filters, setFilters] = useState<AuditFilters>(EMPTY);
  const set = (name: keyof AuditFilters) => (event: { target: { value: string } }) => setFilters({ ...filters, [name]: event.target.value });
  // A channel's change reads in that channel's zone; one about no channel (an operator) in the browser's.
  // The log holds the changes of the channels one administers (all for an owner): only those are offered as a filter.
  const auditedChannels = administeredChannels(me);
  const zoneOf = useMemo(() => new Map((me?.channels ?? []).map((channel) => [channel.channel_key, channel.time_zone])), [me]);
  const columns = useMemo<ColumnDef<AuditEntry, unknown>[]>(
    () => [
      { id: 'at', header: t('audit.when'), cell: ({ row }) => <time className="nowrap" dateTime={row.original.at}>{when(row.original.at, i18n.language, row.original.channel_key ? zoneOf.get(row.original.channel_key) : undefined)}</time> },
      { accessorKey: 'operator_email', header: t('audit.operator') },
      { id: 'channel', header: t('audit.channel'), cell: ({ row }) => row.original.channel_key ?? '—' },
      // In words, over the code the action filter takes.
      {
        accessorKey: 'action',
        header: t('audit.action'),
        cell: ({ row }) => (
          <span className="audit-action">
            {actionWords(row.original.action, t)}
            <code className="audit-action__code">{row.original.action}</code>
          </span>
        ),
      },
      { id: 'entity', header: t('audit.entity'), cell: ({ row }) => itemWords(row.original.entity_type, row.original.entity_id, t) },
    ],
    [t, i18n.language, zoneOf],
  );
  // Typed filters ask the server once typing pauses.
  const typed = JSON.parse(useDebounced(JSON.stringify({ operator: filters.operator.trim(), action: filters.action.trim(), entity_type: filters.entity_type.trim() }))) as {
    operator: string;
    action: string;
    entity_type: string;
  };
  // The log spans channels: filtered to one, its days are that channel's; otherwise the browser's.
  const daysZone = filters.channel_key ? zoneOf.get(filters.channel_key) : undefined;
  const query: Omit<AdminAuditQuery, 'offset' | 'limit'> = {
    channel_key: filters.channel_key || undefined,
    operator_email: typed.operator || undefined,
    action: typed.action || undefined,
    entity_type: typed.entity_type || undefined,
    from: dayBoundary(filters.from, false, daysZone),
    to: dayBoundary(filters.to, true, daysZone),
  };
  return (
    <>
      <PageHeader title={t('audit.title')} description={t('audit.intro')} />
      <DataTable<AuditEntry>
        caption={t('audit.title')}
        fetchPage={auditPage}
        queryKey={['admin', 'audit']}
        columns={columns}
        getRowId={(row) => String(row.id)}
        searchable={false}
        filters={query}
        filterSlot={
          <>
            <label className="filter">
              <span className="filter__label">{t('audit.channel')}</span>
              <select className="input select" value={filters.channel_key} onChange={set('channel_key')}>
                <option value="">{t('audit.allChannels')}</option>
                {auditedChannels.map((channel) => (
                  <option key={channel.channel_key} value={channel.channel_key}>
                    {channel.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="filter">
              <span className="filter__label">{t('audit.operator')}</span>
              <input className="input" type="email" value={filters.operator} onChange={set('operator')} placeholder="name@example.com" />
            </label>
            <label className="filter">
              <span className="filter__label">{t('audit.action')}</span>
              <input className="input" value={filters.action} onChange={set('action')} placeholder="event.update" />
            </label>
            <label className="filter">
              <span className="filter__label">{t('audit.entityType')}</span>
              <input className="input" value={filters.entity_type} onChange={set('entity_type')} placeholder="event" />
            </label>
            <label className="filter">
              <span className="filter__label">{t('audit.from')}</span>
              <input className="input" type="date" value={filters.from} onChange={set('from')} />
            </label>
            <label className="filter">
              <span className="filter__label">{t('audit.to')}</span>
              <input className="input" type="date" value={filters.to} onChange={set('to')} />
            </label>
            {JSON.stringify(filters) !== JSON.stringify(EMPTY) ? (
              <button type="button" className="button button--ghost button--small filter__clear" onClick={() => setFilters(EMPTY)}>
                {t('audit.clear')}
              </button>
            ) : null}
            <p className="filter__hint">{daysZone ? t('audit.daysInChannelZone', { zone: daysZone }) : t('audit.daysInBrowserZone')}</p>
          </>
        }
        emptyMessage={t('audit.empty')}
        renderExpanded={(row) => (
          <div className="diff">
            {changedKeys(row.before, row.after).length > 0 ? (
              <p className="diff__changed">
                {t('audit.changed')} <code>{changedKeys(row.before, row.after).join(', ')}</code>
              </p>
            ) : null}
            <div>
              <h3 className="diff__title">{t('audit.before')}</h3>
              <pre className="code-block">{row.before === null || row.before === undefined ? '—' : JSON.stringify(row.before, null, 2)}</pre>
            </div>
            <div>
              <h3 className="diff__title">{t('audit.after')}</h3>
              <pre className="code-block">{row.after === null || row.after === undefined ? '—' : JSON.stringify(row.after, null, 2)}</pre>
            </div>
          </div>
        )}
      />
    </>
  );
}
