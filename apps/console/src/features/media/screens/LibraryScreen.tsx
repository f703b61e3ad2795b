import type { MediaAsset, MediaBulkDeleteResult } from '@ott/contracts/admin-media';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirm } from '../../../components/confirm';
import { toast } from '../../../components/toast';
import { isApiError } from '../../../lib/api';
import { useConsoleChannel } from '../../../lib/console-channel';
import { bulkDelete, libraryPage, mediaKey, storageQuery, useRefreshMedia } from '../api';
import { BulkDeleteMessage, RefusedList } from '../components/DeleteMessages';
import { LibraryFilters } from '../components/LibraryFilters';
import { StateBadge } from '../components/StateBadge';
import { StorageMeter } from '../components/StorageMeter';
import { usePollWhileActive } from '../components/use-poll-while-active';
import { filtersFromSearch, filtersToQuery, hasFilters, searchWithFilters } from '../filters';
import { formatBytes, formatClock } from '../format';
import { UploadPanel } from '../uploads/UploadPanel';
import { usageCount } from '../usage';
import { TableTime } from '../../../components/TableTime';
import '../media.css';

/** The channel's videos: upload, the table with search and filters (kept in the address), and bulk delete. */
export function LibraryScreen() {
  const { t, i18n } = useTranslation('media');
  const channel = useConsoleChannel();
  const confirm = useConfirm();
  const refresh = useRefreshMedia(channel.key);
  const storage = useQuery(storageQuery(channel.key));
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const [refused, setRefused] = useState<{ items: MediaBulkDeleteResult['refused']; titles: Map<number, string> } | null>(null);
  usePollWhileActive(channel.key);

  const columns = useMemo<ColumnDef<MediaAsset, unknown>[]>(
    () => [
      {
        id: 'thumbnail',
        header: () => <span className="visually-hidden">{t('library.columns.thumbnail')}</span>,
        cell: ({ row }) =>
          row.original.thumbnail ? (
            <img className="media-thumb" src={row.original.thumbnail} alt={t('library.thumbnailAlt', { title: row.original.title })} loading="lazy" />
          ) : (
            <span className="media-thumb media-thumb--empty" aria-hidden="true" />
          ),
      },
      {
        id: 'title',
        enableSorting: true,
        header: t('library.columns.title'),
        cell: ({ row }) => (
          <span className="media-title-cell">
            <Link to={String(row.original.id)} className="media-link">
              {row.original.title}
            </Link>
            <span className="muted media-filename">{row.original.original_filename}</span>
          </span>
        ),
      },
      { id: 'state', header: t('library.columns.state'), cell: ({ row }) => <StateBadge asset={row.original} compact /> },
      { id: 'duration', enableSorting: true, header: t('library.columns.duration'), cell: ({ row }) => (row.original.duration === null ? '—' : formatClock(row.original.duration)) },
      { id: 'size', enableSorting: true, header: t('library.columns.size'), cell: ({ row }) => <span className="nowrap">{formatBytes(row.original.size_bytes, i18n.language)}</span> },
      {
        id: 'created_at',
        enableSorting: true,
        header: t('library.columns.created'),
        cell: ({ row }) => <TableTime iso={row.original.created_at} zone={channel.timeZone} />,
      },
      {
        id: 'used',
        header: t('library.columns.used'),
        cell: ({ row }) => {
          const count = usageCount(row.original.usage);
          return <span className={count > 0 ? 'badge badge--success' : 'badge media-badge--unused'}>{t('library.usedBy', { count })}</span>;
        },
      },
    ],
    [t, i18n.language, channel.timeZone],
  );

  async function deleteSelected(selected: MediaAsset[], clear: () => void) {
    const ok = await confirm({ title: t('library.deleteTitle', { count: selected.length }), message: <BulkDeleteMessage assets={selected} />, confirmLabel: t('common.delete'), danger: true });
    if (!ok) return;
    try {
      const result = await bulkDelete(channel.key, selected.map((asset) => asset.id));
      clear();
      await refresh();
      if (result.done.length > 0) toast.success(t('library.deleted', { count: result.done.length }));
      setRefused(result.refused.length > 0 ? { items: result.refused, titles: new Map(selected.map((asset) => [asset.id, asset.title])) } : null);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('common.failed'));
    }
  }

  return (
    <div className="media-library">
      <PageHeader title={t('library.title')} description={t('library.description')} actions={<StorageMeter />} />
      {channel.can('editor') ? <UploadPanel channelKey={channel.key} maxBytes={storage.data?.upload_max_bytes} /> : null}
      {refused ? (
        <div className="panel media-refused" role="alert">
          <p>{t('library.refused', { count: refused.items.length })}</p>
          <RefusedList refused={refused.items} titles={refused.titles} />
          <button type="button" className="button button--ghost button--small" onClick={() => setRefused(null)}>
            {t('upload.dismiss')}
          </button>
        </div>
      ) : null}
      <DataTable<MediaAsset>
        fetchPage={libraryPage(channel.key)}
        queryKey={mediaKey(channel.key)}
        columns={columns}
        getRowId={(asset) => String(asset.id)}
        caption={t('library.caption')}
        searchLabel={t('library.search')}
        initialSort={{ field: 'created_at', direction: 'desc' }}
        filters={filtersToQuery(filters, channel.timeZone)}
        filterSlot={<LibraryFilters filters={filters} onChange={(next) => setSearch(searchWithFilters(search, next), { replace: true })} />}
        selectable={channel.can('editor')}
        bulkActions={(selected, clear) => (
          <button type="button" className="button button--danger button--small" onClick={() => void deleteSelected(selected, clear)}>
            {t('library.deleteSelected')}
          </button>
        )}
        emptyMessage={hasFilters(filters) ? t('library.emptyFiltered') : t('library.empty')}
      />
    </div>
  );
}
