import type { AdminEvent } from '@ott/contracts/admin-catalogue';
import type { ColumnDef } from '@tanstack/react-table';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirm } from '../../../components/confirm';
import { toast } from '../../../components/toast';
import { api, isApiError } from '../../../lib/api';
import { useConsoleChannel } from '../../../lib/console-channel';
import { areaKey, areaPath, optionsQuery, useCatalogueMutations } from '../api';
import { StatusBadge } from '../components/StatusBadge';
import { when } from '../../../lib/format';
import { SetPriceDialog } from '../../../components/pricing/SetPriceDialog';
import '../catalogue.css';

type Bulk = 'publish' | 'hide' | 'delete';

/** The channel's events: search, filters by status, sport and team, and publish, hide or delete several at once. */
export function EventsScreen() {
  const { t, i18n } = useTranslation('catalogue');
  const channel = useConsoleChannel();
  const canEdit = channel.can('editor');
  const confirm = useConfirm();
  const options = useQuery(optionsQuery(channel.key));
  const { refresh } = useCatalogueMutations<AdminEvent, unknown>(channel.key, 'events');
  const [status, setStatus] = useState('');
  const [category, setCategory] = useState('');
  const [team, setTeam] = useState('');
  const [visibility, setVisibility] = useState('');
  // The bulk "Set price" dialog: the selected events, and how to clear the selection once done.
  const [pricing, setPricing] = useState<{ ids: number[]; clear: () => void } | null>(null);

  const columns = useMemo<ColumnDef<AdminEvent, unknown>[]>(
    () => [
      {
        id: 'name',
        enableSorting: true,
        header: t('events.columns.name'),
        cell: ({ row }) => (
          <Link to={String(row.original.id)} className="catalogue-link">
            {row.original.name}
          </Link>
        ),
      },
      {
        id: 'event_utc_ts',
        enableSorting: true,
        header: t('events.columns.start'),
        cell: ({ row }) => <span className="catalogue-nowrap">{when(row.original.event_utc_ts, i18n.language, row.original.time_zone)}</span>,
      },
      { id: 'status', header: t('events.columns.status'), cell: ({ row }) => <StatusBadge status={row.original.stream_status} /> },
      {
        id: 'teams',
        header: t('events.columns.teams'),
        cell: ({ row }) => {
          const away = row.original.participants.find((p) => p.role === 'away');
          const home = row.original.participants.find((p) => p.role === 'home');
          return away && home ? `${away.short_name} @ ${home.short_name}` : (away ?? home)?.short_name ?? '—';
        },
      },
      { id: 'category', header: t('events.columns.sport'), cell: ({ row }) => row.original.category?.name ?? '—' },
      { id: 'pricing', header: t('events.columns.pricing'), cell: ({ row }) => (row.original.passes_only ? t('pricing.passesOnly') : t(`pricing.${row.original.pricing_type}`)) },
      {
        id: 'visibility',
        header: t('events.columns.visibility'),
        cell: ({ row }) => <span className={row.original.visibility === 'hidden' ? 'badge catalogue-hidden' : 'badge badge--success'}>{t(`visibility.${row.original.visibility}`)}</span>,
      },
    ],
    [t, i18n.language],
  );

  async function runBulk(action: Bulk, selected: AdminEvent[], clear: () => void) {
    if (action === 'delete') {
      const ok = await confirm({ title: t('events.bulk.deleteTitle', { count: selected.length }), message: t('events.bulk.deleteMessage'), confirmLabel: t('common.delete'), danger: true });
      if (!ok) return;
    }
    try {
      const result = await api.post<{ done: number[]; refused: Array<{ id: number; message: string }> }>(`${areaPath(channel.key, 'events')}/bulk`, { action, ids: selected.map((event) => event.id) });
      await refresh();
      clear();
      toast.success(t(`events.bulk.${action}Done`, { count: result.done.length }));
      if (result.refused.length > 0) toast.error(t('events.bulk.refused', { count: result.refused.length, reason: result.refused[0]!.message }));
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('common.failed'));
    }
  }

  const filterSelect = (label: string, value: string, set: (value: string) => void, choices: Array<{ value: string | number; label: string }>) => (
    <label className="filter catalogue-filter">
      <span className="filter__label">{label}</span>
      <select className="input select select--small" value={value} onChange={(event) => set(event.target.value)}>
        <option value="">{t('filters.all')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <>
      <PageHeader
        title={t('events.title')}
        description={t('events.description')}
        actions={
          canEdit ? (
            <Link to="new" className="button button--primary">
              {t('events.new')}
            </Link>
          ) : null
        }
      />
      <DataTable<AdminEvent>
        path={areaPath(channel.key, 'events')}
        queryKey={areaKey(channel.key, 'events')}
        columns={columns}
        getRowId={(event) => String(event.id)}
        caption={t('events.title')}
        searchLabel={t('events.search')}
        initialSort={{ field: 'event_utc_ts', direction: 'desc' }}
        filters={{ stream_status: status || undefined, event_category_id: category || undefined, participant_id: team || undefined, visibility: visibility || undefined }}
        filterSlot={
          <>
            {filterSelect(t('filters.status'), status, setStatus, (['upcoming', 'live', 'vod'] as const).map((value) => ({ value, label: t(`status.${value}`) })))}
            {filterSelect(t('filters.sport'), category, setCategory, (options.data?.categories ?? []).map((c) => ({ value: c.id, label: c.parent_id ? `— ${c.name}` : c.name })))}
            {filterSelect(t('filters.team'), team, setTeam, (options.data?.participants ?? []).map((p) => ({ value: p.id, label: p.name })))}
            {filterSelect(t('filters.visibility'), visibility, setVisibility, (['public', 'hidden'] as const).map((value) => ({ value, label: t(`visibility.${value}`) })))}
          </>
        }
        selectable={canEdit}
        bulkActions={(selected, clear) => (
          <>
            {channel.can('admin') ? (
              <button type="button" className="button button--secondary button--small" onClick={() => setPricing({ ids: selected.map((event) => event.id), clear })}>
                {t('offer:bulk.action')}
              </button>
            ) : null}
            <button type="button" className="button button--secondary button--small" onClick={() => void runBulk('publish', selected, clear)}>
              {t('events.bulk.publish')}
            </button>
            <button type="button" className="button button--secondary button--small" onClick={() => void runBulk('hide', selected, clear)}>
              {t('events.bulk.hide')}
            </button>
            <button type="button" className="button button--danger button--small" onClick={() => void runBulk('delete', selected, clear)}>
              {t('events.bulk.delete')}
            </button>
          </>
        )}
        emptyMessage={t('events.empty')}
      />
      <SetPriceDialog
        channelKey={channel.key}
        eventIds={pricing?.ids ?? []}
        open={pricing !== null}
        onClose={() => setPricing(null)}
        onDone={() => {
          pricing?.clear();
          setPricing(null);
          void refresh();
        }}
      />
    </>
  );
}
