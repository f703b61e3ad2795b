import type { AdminEvent } from '@ott/contracts/admin-catalogue';
import type { AdminEventsEdit, AdminEventsEditResult } from '@ott/contracts/admin-schedule';
import type { ColumnDef } from '@tanstack/react-table';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirm } from '../../../components/confirm';
import { toast } from '../../../components/toast';
import { isApiError } from '../../../lib/api';
import { useConsoleChannel } from '../../../lib/console-channel';
import { areaKey, areaPage, bulkEventAction, editEvents, optionsQuery, setEventPrices, useCatalogueMutations } from '../api';
import { BulkEditDialog } from '../components/BulkEditDialog';
import { undoEdits } from '../components/bulk-edit-undo';
import { StatusBadge } from '../components/StatusBadge';
import { SetPriceDialog } from '../../../components/pricing/SetPriceDialog';
import { TableTime } from '../../../components/TableTime';
import '../catalogue.css';

type Bulk = 'publish' | 'hide' | 'delete';

/**
 * The channel's events: search, filters by status, sport and team; publish, hide, delete or edit several at once (with
 * an undo of the last edit); and the way to a season's schedule imported from a CSV file.
 */
export function EventsScreen() {
  const { t } = useTranslation('catalogue');
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
  // The bulk "Edit" dialog's selection, and the last edit (to undo it).
  const [editing, setEditing] = useState<{ ids: number[]; clear: () => void } | null>(null);
  const [lastEdit, setLastEdit] = useState<{ edits: AdminEventsEdit[]; count: number } | null>(null);

  async function undo() {
    if (!lastEdit) return;
    try {
      for (const edit of lastEdit.edits) await editEvents(channel.key, edit);
      toast.success(t('bulkEdit.undone', { count: lastEdit.count }));
      setLastEdit(null);
      await refresh();
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('common.failed'));
    }
  }

  const columns = useMemo<ColumnDef<AdminEvent, unknown>[]>(
    () => [
      {
        id: 'name',
        enableSorting: true,
        header: t('events.columns.name'),
        cell: ({ row }) => (
          <Link to={String(row.original.id)} className="catalogue-link catalogue-name">
            {row.original.name}
          </Link>
        ),
      },
      {
        id: 'event_utc_ts',
        enableSorting: true,
        header: t('events.columns.start'),
        cell: ({ row }) => <TableTime iso={row.original.event_utc_ts} zone={row.original.time_zone} />,
      },
      {
        id: 'status',
        header: t('events.columns.status'),
        cell: ({ row }) => (
          <>
            <StatusBadge status={row.original.stream_status} />
            {/* The scorekeeper screen (features/scores) of a live or upcoming event. */}
            {row.original.stream_status === 'vod' ? null : (
              <>
                {' '}
                <Link to={`/channels/${channel.key}/scores/${row.original.id}`} className="catalogue-link" aria-label={t('events.keepScoreOf', { name: row.original.name })}>
                  {t('events.keepScore')}
                </Link>
              </>
            )}
          </>
        ),
      },
      {
        id: 'teams',
        header: t('events.columns.teams'),
        cell: ({ row }) => {
          const away = row.original.participants.find((p) => p.role === 'away');
          const home = row.original.participants.find((p) => p.role === 'home');
          return away && home ? `${away.short_name} @ ${home.short_name}` : (away ?? home)?.short_name ?? '—';
        },
      },
      // The longest heading for the shortest values: it wraps, so that the table fits a laptop's width.
      { id: 'category', header: () => <span className="table__heading-wraps">{t('events.columns.sport')}</span>, cell: ({ row }) => <span className="nowrap">{row.original.category?.name ?? '—'}</span> },
      { id: 'pricing', header: t('events.columns.pricing'), cell: ({ row }) => (row.original.subscription_only ? t('access.subscriptions') : row.original.passes_only ? t('pricing.passesOnly') : t(`pricing.${row.original.pricing_type}`)) },
      {
        id: 'visibility',
        header: t('events.columns.visibility'),
        cell: ({ row }) => <span className={row.original.visibility === 'hidden' ? 'badge catalogue-hidden' : 'badge badge--success'}>{t(`visibility.${row.original.visibility}`)}</span>,
      },
    ],
    [t, channel.key],
  );

  async function runBulk(action: Bulk, selected: AdminEvent[], clear: () => void) {
    if (action === 'delete') {
      const ok = await confirm({ title: t('events.bulk.deleteTitle', { count: selected.length }), message: t('events.bulk.deleteMessage'), confirmLabel: t('common.delete'), danger: true });
      if (!ok) return;
    }
    try {
      const result = await bulkEventAction(channel.key, { action, ids: selected.map((event) => event.id) });
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
            <>
              <Link to="import" className="button button--secondary">
                {t('schedule.action')}
              </Link>
              <Link to="new" className="button button--primary">
                {t('events.new')}
              </Link>
            </>
          ) : null
        }
      />
      {lastEdit ? (
        <div className="notice bulk-undo" role="status">
          <span>{t('bulkEdit.done', { count: lastEdit.count })}</span>
          <button type="button" className="button button--secondary button--small" onClick={() => void undo()}>
            {t('bulkEdit.undo')}
          </button>
          <button type="button" className="button button--secondary button--small" onClick={() => setLastEdit(null)}>
            {t('bulkEdit.dismiss')}
          </button>
        </div>
      ) : null}
      <DataTable<AdminEvent>
        fetchPage={areaPage<AdminEvent>(channel.key, 'events')}
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
            <button type="button" className="button button--secondary button--small" onClick={() => setEditing({ ids: selected.map((event) => event.id), clear })}>
              {t('bulkEdit.action')}
            </button>
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
      <BulkEditDialog
        ids={editing?.ids ?? []}
        open={editing !== null}
        options={options.data}
        edit={(body) => editEvents(channel.key, body)}
        onClose={() => setEditing(null)}
        onDone={(result: AdminEventsEditResult, changes: AdminEventsEdit['changes']) => {
          editing?.clear();
          setEditing(null);
          setLastEdit({ edits: undoEdits(changes, result), count: result.updated.length });
          void refresh();
        }}
      />
      <SetPriceDialog
        setPrices={setEventPrices(channel.key)}
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
